import { coveringLookup } from '@/shared/routes/coveringLookup';
import { ROUTE_LIST, type AccessRule } from '@/shared/routes/routeTable';

/**
 * SPEC.md section 6: which permitted function each page of the shell needs, as the route table says.
 * A route the user may not use shows a clear message instead of a broken screen.
 */
export interface AccessFacts {
  permitted: readonly string[];
  /** Bulk also appears when any account allows it. */
  anyBulkAccount: boolean;
  accountCount: number;
  /** False until the accounts have loaded: rules that count accounts wait for them. */
  accountsKnown?: boolean;
}

const has = (facts: AccessFacts, functions: readonly string[]) => functions.some((fn) => facts.permitted.includes(fn));

const ACCOUNT_TESTS: Record<NonNullable<AccessRule['accounts']>['need'], (facts: AccessFacts) => boolean> = {
  someAccount: (facts) => facts.accountCount > 0,
  bulkAccount: (facts) => facts.anyBulkAccount,
};

/** The table's rules, each over its page and every path below it, the most particular first. */
const ruleFor = coveringLookup(ROUTE_LIST.flatMap((entry) => (entry.access ? [[entry, entry.access] as const] : [])));

/** 'wait' while the answer hangs on accounts not loaded yet: never a false "no access". */
export function routeAccess(pathname: string, facts: AccessFacts): 'allowed' | 'denied' | 'wait' {
  const rule = ruleFor(pathname);
  if (!rule) return 'allowed';
  const byFunctions = has(facts, rule.functions);
  if (!rule.accounts) return byFunctions ? 'allowed' : 'denied';
  const { join, need } = rule.accounts;
  if (join === 'or' && byFunctions) return 'allowed';
  if (join === 'and' && !byFunctions) return 'denied';
  if (facts.accountsKnown === false) return 'wait';
  return ACCOUNT_TESTS[need](facts) ? 'allowed' : 'denied';
}

export function canUseRoute(pathname: string, facts: AccessFacts): boolean {
  return routeAccess(pathname, facts) === 'allowed';
}

export const NO_ACCESS_TITLE = 'This service is not available to you';
export const NO_ACCESS_TEXT =
  'You do not have access to this service. If you think you should, please contact your private bank team or racing bank team.';
