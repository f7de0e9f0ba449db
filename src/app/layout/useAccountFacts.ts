/** Placeholder until the accounts feature lands: no groups, no accounts. */
export function useAccountFacts() {
  return { groups: [] as { group: string; title: string; accounts: { id: string; title: string }[] }[], anyBulkAccount: false, accountCount: 0 };
}
