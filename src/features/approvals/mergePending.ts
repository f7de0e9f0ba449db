import type { ApprovalItem } from './types';

/**
 * The lists of each kind asked for, as one: each item once (a bank may list one under two kinds), newest first
 * as the bank lists each kind; an item without a date keeps its place after the dated ones.
 */
export function mergePending(lists: readonly (readonly ApprovalItem[])[]): ApprovalItem[] {
  const seen = new Set<string>();
  const items = lists.flat().filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.created && a.item.created ? b.item.created.localeCompare(a.item.created) : Number(!a.item.created) - Number(!b.item.created)) || a.index - b.index)
    .map(({ item }) => item);
}
