/**
 * Where each part of the accounts mega menu goes (SPEC.md section 2: "account groups plus Services
 * (Statements, Cheque services). Up to four groups, three columns, the fourth beside Services").
 *
 * The groups come first, in the accounts page's order, then Services, filling rows of three columns. Three
 * groups fill the first row; a fourth starts the second, and Services follows it there, in the next column.
 * The rows are the layout itself, not left to the browser's grid, so that a test can see where each part is.
 */
export const ACCOUNTS_MENU_COLUMNS = 3;
export const ACCOUNTS_MENU_MAX_GROUPS = 4;

export type AccountsMenuPart<G> = { kind: 'group'; group: G } | { kind: 'services' };

export function accountsMenuRows<G>(groups: readonly G[], withServices: boolean): AccountsMenuPart<G>[][] {
  const parts: AccountsMenuPart<G>[] = groups.slice(0, ACCOUNTS_MENU_MAX_GROUPS).map((group) => ({ kind: 'group', group }));
  if (withServices) parts.push({ kind: 'services' });
  const rows: AccountsMenuPart<G>[][] = [];
  for (let start = 0; start < parts.length; start += ACCOUNTS_MENU_COLUMNS) rows.push(parts.slice(start, start + ACCOUNTS_MENU_COLUMNS));
  return rows;
}
