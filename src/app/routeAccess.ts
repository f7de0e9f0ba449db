/**
 * SPEC.md section 6: which permitted function each area of the shell needs. A route the
 * user may not use shows a clear message instead of a broken screen.
 */
export interface AccessFacts {
  permitted: readonly string[];
  /** Bulk also appears when any account allows it. */
  anyBulkAccount: boolean;
  accountCount: number;
  /** False until the accounts have loaded: rules that count accounts wait for them. */
  accountsKnown?: boolean;
}

/**
 * `functions` checks the permitted functions; `accounts`, where present, the accounts:
 * 'and' needs both (authorisations need an account), 'or' either (bulk opens for a bulk account).
 */
type Rule = {
  pattern: RegExp;
  functions: (facts: AccessFacts) => boolean;
  accounts?: { join: 'and' | 'or'; test: (facts: AccessFacts) => boolean };
};

const has = (facts: AccessFacts, ...functions: string[]) => functions.some((fn) => facts.permitted.includes(fn));

const RULES: Rule[] = [
  { pattern: /^\/payments\/make(\/|$)/, functions: (f) => has(f, 'payment') },
  { pattern: /^\/payments\/transfer-money(\/|$)/, functions: (f) => has(f, 'transfer') },
  { pattern: /^\/payments\/request-international(\/|$)/, functions: (f) => has(f, 'payment') },
  { pattern: /^\/payments\/payees(\/|$)/, functions: (f) => has(f, 'payeesManage') },
  { pattern: /^\/payments\/upcoming(\/|$)/, functions: (f) => has(f, 'paymentsFuture') },
  {
    pattern: /^\/payments\/bulk(\/|$)/,
    functions: (f) => has(f, 'bulkUpload', 'bulkView'),
    accounts: { join: 'or', test: (f) => f.anyBulkAccount },
  },
  { pattern: /^\/accounts\/statements(\/|$)/, functions: (f) => has(f, 'statements', 'loanStatements') },
  { pattern: /^\/accounts\/services(\/|$)/, functions: (f) => has(f, 'chequeBooks', 'payInBooks') },
  {
    pattern: /^\/settings\/authorisations(\/|$)/,
    functions: (f) => has(f, 'approver'),
    accounts: { join: 'and', test: (f) => f.accountCount > 0 },
  },
  { pattern: /^\/settings\/activity-log(\/|$)/, functions: (f) => has(f, 'transactionLog') },
  { pattern: /^\/settings\/alerts(\/|$)/, functions: (f) => has(f, 'alerts') },
];

/** 'wait' while the answer hangs on accounts not loaded yet: never a false "no access". */
export function routeAccess(pathname: string, facts: AccessFacts): 'allowed' | 'denied' | 'wait' {
  const rule = RULES.find((r) => r.pattern.test(pathname));
  if (!rule) return 'allowed';
  const byFunctions = rule.functions(facts);
  if (!rule.accounts) return byFunctions ? 'allowed' : 'denied';
  const { join, test } = rule.accounts;
  if (join === 'or' && byFunctions) return 'allowed';
  if (join === 'and' && !byFunctions) return 'denied';
  if (facts.accountsKnown === false) return 'wait';
  return test(facts) ? 'allowed' : 'denied';
}

export function canUseRoute(pathname: string, facts: AccessFacts): boolean {
  return routeAccess(pathname, facts) === 'allowed';
}

export const NO_ACCESS_TITLE = 'This service is not available to you';
export const NO_ACCESS_TEXT =
  'You do not have access to this service. If you think you should, please contact your private bank team or racing bank team.';
