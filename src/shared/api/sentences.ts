/** SPEC.md section 8: the 'Something went wrong' modal shows at most three sentences. */
export const MAX_MODAL_SENTENCES = 3;

const SUPPORT_ID = /Your support ID is\s*:?\s*([A-Za-z0-9-]+)/i;

/**
 * Splits at sentence ends and keeps the first `max`. A sentence ends at . ! or ? followed by white space
 * (or the end): a stop inside a word or number (1250.50, 22.2.1, help@bank.co.uk) is not an end.
 */
export function splitSentences(text: string, max = MAX_MODAL_SENTENCES): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/);
  return sentences
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .slice(0, max);
}

export function extractSupportId(text: string): string | undefined {
  return SUPPORT_ID.exec(text)?.[1];
}

/** The message without its support-id sentence, which the modal shows on its own line. */
export function withoutSupportId(text: string): string {
  return text.replace(/\s*Your support ID is\s*:?\s*[A-Za-z0-9-]+\.?/i, '').trim();
}
