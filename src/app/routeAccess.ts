/**
 * SPEC.md section 6: which permitted function each area of the shell needs. A route the
 * user may not use shows a clear message instead of a broken screen.
 */
export interface AccessFacts {
  permitted: readonly string[];
  /** Bulk also appears when any account allows it. */
  anyBulkAccount: boolean;
  accountCount: number;
}

type Rule = { pattern: RegExp; allowed: (facts: AccessFacts) => boolean };

const has = (facts: AccessFacts, ...functions: string[]) => functions.some((fn) => facts.permitted.includes(fn));

const RULES: Rule[] = [
  { pattern: /^\/payments\/make(\/|$)/, allowed: (f) => has(f, 'payment') },
  { pattern: /^\/payments\/transfer-money(\/|$)/, allowed: (f) => has(f, 'transfer') },
  { pattern: /^\/payments\/request-international(\/|$)/, allowed: (f) => has(f, 'payment') },
  { pattern: /^\/payments\/payees(\/|$)/, allowed: (f) => has(f, 'payeesManage') },
  { pattern: /^\/payments\/upcoming(\/|$)/, allowed: (f) => has(f, 'paymentsFuture') },
  { pattern: /^\/payments\/bulk(\/|$)/, allowed: (f) => has(f, 'bulkUpload', 'bulkView') || f.anyBulkAccount },
  { pattern: /^\/accounts\/statements(\/|$)/, allowed: (f) => has(f, 'statements', 'loanStatements') },
  { pattern: /^\/accounts\/services(\/|$)/, allowed: (f) => has(f, 'chequeBooks', 'payInBooks') },
  { pattern: /^\/settings\/authorisations(\/|$)/, allowed: (f) => has(f, 'approver') && f.accountCount > 0 },
  { pattern: /^\/settings\/activity-log(\/|$)/, allowed: (f) => has(f, 'transactionLog') },
  { pattern: /^\/settings\/alerts(\/|$)/, allowed: (f) => has(f, 'alerts') },
];

export function canUseRoute(pathname: string, facts: AccessFacts): boolean {
  const rule = RULES.find((r) => r.pattern.test(pathname));
  return rule ? rule.allowed(facts) : true;
}

export const NO_ACCESS_TITLE = 'This service is not available to you';
export const NO_ACCESS_TEXT =
  'You do not have access to this service. If you think you should, please contact your private bank team or racing bank team.';
