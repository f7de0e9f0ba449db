import { mergePending } from './mergePending';
import type { ApprovalItem } from './types';

const item = (id: string, created: string) => ({ id, created }) as ApprovalItem;
const ids = (items: ApprovalItem[]) => items.map((i) => i.id);

describe('mergePending', () => {
  it.each<[string, ApprovalItem[][], string[]]>([
    ['nothing asked', [], []],
    ['one kind, as listed', [[item('P2', '2025-06-16T10:00:00.000Z'), item('P1', '2025-06-15T10:00:00.000Z')]], ['P2', 'P1']],
    ['kinds together, newest first', [[item('P1', '2025-06-14T10:00:00.000Z')], [item('B1', '2025-06-16T09:00:00.000Z')], [item('E1', '2025-06-15T09:00:00.000Z')]], ['B1', 'E1', 'P1']],
    ['an item listed under two kinds, once', [[item('P1', '2025-06-14T10:00:00.000Z')], [item('P1', '2025-06-14T10:00:00.000Z')]], ['P1']],
    ['an undated item after the dated ones, in its place', [[item('X', ''), item('P1', '2025-06-14T10:00:00.000Z')], [item('Y', '')]], ['P1', 'X', 'Y']],
    ['the same time keeps the order asked', [[item('P1', '2025-06-14T10:00:00.000Z')], [item('B1', '2025-06-14T10:00:00.000Z')]], ['P1', 'B1']],
  ])('%s', (_, lists, expected) => expect(ids(mergePending(lists))).toEqual(expected));
});
