import { toWire } from '../bank/seed';
import { ok } from './responses';
import type { Route } from './route';

const SUCCESS = { result: 'SUCCESSFUL', message: { code: '0', type: 'INFO' } };

/**
 * GET cz/v1/payments/payeeGroup?expand=ALL (SPEC.md section 7 "Payees"): the session user's payee
 * groups with their payees, in the OBDX shape of DIGX-CONTRACT.md plus the SPEC fields beside it.
 * Payees made in the app (handlers/payees.ts) appear here at once.
 */
export function payeeListHandlers(route: Route) {
  return [
    route('get', 'cz/v1/payments/payeeGroup', ({ bank, user }) =>
      ok({
        status: SUCCESS,
        payeeGroups: bank.state.payeeGroups
          .filter((group) => group.internal.ownerUserId === user.userId)
          .map((group) => ({ ...toWire(group), listPayees: group.listPayees.map((payee) => ({ ...payee })) })),
      }),
    ),
  ];
}
