/**
 * The name "where it went" groups a transaction under (issue 30): its description with the noise a bank adds
 * folded away, so "CARD 1234 TESCO 12/11" and "TESCO STORES" are both "Tesco". Pure and table-tested.
 *
 * Folded: case; payment-type prefixes (CARD 1234, DIRECT DEBIT, FASTER PAYMENT TO …); dates, times, card
 * numbers and references (any word with a digit, bar a name's first word such as 7-ELEVEN or O2); what
 * follows a card descriptor's '*' (AMAZON.CO.UK*2K4LM); a web address's ending; generic company and shop
 * endings (STORES, LTD, UK …). Kept: places (WAITROSE CHELSEA and WAITROSE NEWMARKET are two shops) and an
 * account's last four digits after TO or FROM ("Transfer to 7374" is an account, not a reference).
 * It never folds to nothing: a description that is all noise ("STANDING ORDER TO 1236", "CARD 1234") keeps its
 * own words, only case-folded; an empty one stays as it is.
 */

/** Words a bank puts before the payee, longest first so "CARD PAYMENT" wins over "CARD". */
const PREFIXES = [
  'CARD PAYMENT', 'DEBIT CARD', 'CONTACTLESS PAYMENT', 'CONTACTLESS', 'POS', 'VIS', 'VISA', 'DIRECT DEBIT', 'DD', 'STANDING ORDER',
  'SO', 'FASTER PAYMENTS', 'FASTER PAYMENT', 'FPO', 'FPI', 'BGC', 'BANK GIRO CREDIT', 'BACS', 'CHAPS', 'BILL PAYMENT', 'SWIFT',
  'INTL PAYMENT', 'INTERNATIONAL PAYMENT', 'ONLINE PAYMENT',
].map((p) => p.split(' '));
/** A currency an international payment names before its payee ("INTL PAYMENT EUR VILLA LES PINS"). */
const CURRENCIES = new Set(['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN']);
/** Endings that say what kind of business (or which country), not which: dropped from the end while a word is left before them. */
const GENERIC_ENDINGS = new Set(['STORES', 'STORE', 'SUPERSTORE', 'SUPERMARKET', 'S/MKT', 'EXPRESS', 'METRO', 'EXTRA', 'LTD', 'LIMITED', 'PLC', 'UK', 'GB', 'CO', 'LLP', 'LLC', 'INC', 'SAS', 'SARL', 'GMBH', 'IE']);
/** Words that dangle once what they joined is gone ("HARGREAVES AND CO" → "HARGREAVES", "TESCO ON 12NOV" → "TESCO"). */
const DANGLING = new Set(['TO', 'FROM', 'AND', 'OF', 'THE', 'ON', 'AT', 'REF', 'REFERENCE', '&']);
const MONTHS = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC';
const DATE_OR_TIME = new RegExp(`^(\\d{1,2}[/.-]\\d{1,2}([/.-]\\d{2,4})?|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}(${MONTHS})(\\d{2,4})?|\\d{1,2}[:.]\\d{2}([:.]\\d{2})?)$`);
const MONTH = new RegExp(`^(${MONTHS})$`);
/** A web address: the name is its first part (NETFLIX.COM, APPLE.COM/BILL, AMAZON.CO.UK). */
const WEB_ADDRESS = /^([A-Z0-9-]+)\.(COM|CO\.UK|UK|NET|ORG|US|IO|IE|DE|FR|EU)(\/\S*)?$/;

const hasDigit = (word: string) => /\d/.test(word);
const isAccountEnding = (words: readonly string[], i: number) => /^\d{4}$/.test(words[i]) && (words[i - 1] === 'TO' || words[i - 1] === 'FROM');

/** The description's words, upper case, with whitespace and a word's outer punctuation gone. */
function wordsOf(title: string): string[] {
  return title
    .toUpperCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^A-Z0-9&]+|[^A-Z0-9&']+$/g, ''))
    .filter((w) => w !== '');
}

function dropPrefixes(words: string[]): string[] {
  let rest = words;
  for (let again = true; again; ) {
    again = false;
    // "CARD 1234", "CARD ****1234": the card's number, then the payee.
    if (rest[0] === 'CARD' && rest[1] && hasDigit(rest[1])) rest = rest.slice(2);
    const prefix = PREFIXES.find((p) => p.every((w, i) => rest[i] === w));
    if (prefix && rest.length > prefix.length) {
      rest = rest.slice(prefix.length);
      if (rest[0] === 'TO' || rest[0] === 'FROM') rest = rest.slice(1);
      if (CURRENCIES.has(rest[0]) && rest.length > 1) rest = rest.slice(1);
      again = true;
    }
  }
  return rest;
}

/** Dates ("12/11", "12NOV", "12 NOV 26"), times, numbers and references: every word with a digit but a name's own. */
function dropReferences(words: string[]): string[] {
  const kept: string[] = [];
  words.forEach((word, i) => {
    if (DATE_OR_TIME.test(word)) return;
    if (MONTH.test(word) && /^\d{1,2}$/.test(words[i - 1] ?? '')) return;
    if (/^\d{2,4}$/.test(word) && MONTH.test(words[i - 1] ?? '') && /^\d{1,2}$/.test(words[i - 2] ?? '')) return;
    if (hasDigit(word) && !isAccountEnding(words, i) && !(i === 0 && /[A-Z]/.test(word) && word.length <= 8)) return;
    kept.push(word);
  });
  return kept;
}

function trimEnds(words: string[]): string[] {
  const rest = [...words];
  while (rest.length > 1 && (GENERIC_ENDINGS.has(rest[rest.length - 1]) || DANGLING.has(rest[rest.length - 1]))) rest.pop();
  while (rest.length > 1 && DANGLING.has(rest[0]) && rest[0] !== 'THE') rest.shift();
  return rest;
}

/** Acronyms with a vowel, kept in capitals (those without one, BT or HMRC, are kept anyway). */
const ACRONYMS = new Set(['AA', 'AXA', 'ATM', 'EDF', 'EE', 'EU', 'ITV', 'NFU', 'RAC', 'SSE', 'UK', 'US', 'USA', 'VAT']);
/** Vowel-less words that are abbreviations read as words. */
const ABBREVIATIONS: Record<string, string> = { ST: 'St', RD: 'Rd', DR: 'Dr', MR: 'Mr', MRS: 'Mrs', MS: 'Ms', MGMT: 'Mgmt' };
const SMALL_WORDS = new Set(['AND', 'OF', 'THE', 'TO', 'FROM', 'FOR', 'AT', 'IN', 'ON', 'DE', 'DU', 'DES', 'LA', 'LE', 'LES']);

/** A word as a name is written: "Tesco", "BT", "HMRC", "B&Q", "O'Connor", "Gail's", "Al-Rashid", "Co-op", "McAllister". */
function displayWord(word: string, first: boolean): string {
  if (ABBREVIATIONS[word]) return ABBREVIATIONS[word];
  const letters = word.replace(/[^A-Z]/g, '');
  if (ACRONYMS.has(word) || (letters.length >= 2 && !/[AEIOUY]/.test(letters)) || (word.includes('&') && letters.length <= 3)) return word;
  if (!first && SMALL_WORDS.has(word)) return word.toLowerCase();
  return word
    .toLowerCase()
    .replace(/^[a-z]/, (c) => c.toUpperCase())
    .replace(/^Mc([a-z])(?=[a-z]{2})/, (_, c: string) => `Mc${c.toUpperCase()}`)
    .replace(/^([a-z])'([a-z])/i, (_, a: string, b: string) => `${a}'${b.toUpperCase()}`)
    .replace(/-([a-z])(?=[a-z]{2})/g, (_, c: string) => `-${c.toUpperCase()}`);
}

const display = (words: readonly string[]) => words.map((w, i) => displayWord(w, i === 0)).join(' ');

export function payeeName(title: string): string {
  // A card descriptor's '*' starts the merchant's own reference: "AMAZON.CO.UK*2K4LM", "UBER *TRIP".
  // Not a masked card number's stars ("CARD ****1234 TESCO", "CARD *1234 TESCO"): a run of them, or one after a
  // space before a digit.
  const descriptor = title.replace(/([A-Z0-9.])(\*(?!\*)|\s\*(?=[A-Z])).*$/i, '$1');
  const words = wordsOf(descriptor).map((w) => (w === 'TFR' ? 'TRANSFER' : WEB_ADDRESS.exec(w)?.[1] ?? w));
  const name = trimEnds(dropReferences(dropPrefixes(words)));
  if (name.length > 0) return display(name);
  const cleaned = wordsOf(title);
  return cleaned.length > 0 ? display(cleaned) : title;
}
