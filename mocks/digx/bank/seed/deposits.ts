/** Fixed rate bonds: funded by a transfer from savings on the opening day; interest is paid at maturity. */
import type { AccountSpec } from './accountSpecs';
import { addMonths, type Day } from './dates';
import type { TrnMinter, TxnEvent, Window } from './patterns';

export interface DepositHistory { events: TxnEvent[]; openingPennies: number; startDay: Day; maturityDay: Day; maturityPennies: number }

export function depositHistory(spec: AccountSpec, window: Window, today: Day, trn: TrnMinter): DepositHistory {
  const terms = spec.deposit;
  if (!terms) throw new Error(`${spec.number} is not a deposit`);
  const start = addMonths(today, -spec.openedMonthsAgo);
  const maturity = addMonths(start, terms.tenureMonths);
  const principal = terms.principal * 100;
  const maturityPennies = Math.round(principal * (1 + (terms.rate / 100) * ((maturity - start) / 365)));
  const events: TxnEvent[] = [];
  if (start >= window.start) {
    const ref = trn(terms.fundedFrom, 'TFR', start);
    const leg = { day: start, code: 'TFR' as const, pennies: principal, reference: null, trn: ref, chequeNumber: null };
    events.push({ ...leg, account: spec.number, dir: 'C', description: `DEPOSIT FROM ${terms.fundedFrom.slice(-4)}`, counterparty: terms.fundedFrom });
    events.push({ ...leg, account: terms.fundedFrom, dir: 'D', description: 'TRANSFER TO FIXED RATE BOND', counterparty: spec.number });
  }
  return { events, openingPennies: start >= window.start ? 0 : principal, startDay: start, maturityDay: maturity, maturityPennies };
}
