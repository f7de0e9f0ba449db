/**
 * The server codes the app gives its own message (SPEC.md section 8, "Mapped server codes"). The codes
 * are the bank's (src/shared/bankProfile: `errorCodes`, several per meaning); this file only looks them up.
 */
import { bankProfile, DIGX_MEANINGS, type DigxMeaning } from '@/shared/bankProfile';

export type { DigxMeaning };

/** The first of the bank's codes for each meaning: the one the client names when it makes an error itself. */
export const DIGX_CODES = Object.fromEntries(DIGX_MEANINGS.map((meaning) => [meaning, bankProfile.errorCodes[meaning][0]])) as Readonly<
  Record<DigxMeaning, string>
>;

const MEANING_BY_CODE: ReadonlyMap<string, DigxMeaning> = new Map(
  DIGX_MEANINGS.flatMap((meaning) => bankProfile.errorCodes[meaning].map((code): [string, DigxMeaning] => [code, meaning])),
);

export function meaningOf(code: string | undefined): DigxMeaning | undefined {
  return code === undefined ? undefined : MEANING_BY_CODE.get(code);
}
