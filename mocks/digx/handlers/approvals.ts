import type { Bank } from '../bank/Bank';
import { countApprovals } from '../bank/seed';
import { ok } from './responses';
import type { Route } from './route';

/** Approval counts (the approval lists and decisions arrive with the authorisations issue). */
export function approvalHandlers(route: Route, bank: Bank) {
  return [route('get', 'cz/v1/transactions/count', ({ user }) => ok({ countDTOList: countApprovals(bank.state.activity, user.userId) }))];
}
