/**
 * Where a read from the bank stands: not asked yet, on its way, answered, or refused or lost. Every slice
 * that loads a list or an item says it with these four words, so a screen reads any of them the same way;
 * a product's own state machine (a payment's progress, a bulk file's tracking) keeps its own words.
 */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
