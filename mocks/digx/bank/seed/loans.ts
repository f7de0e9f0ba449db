/**
 * Loans and mortgages: a repayment schedule simulated from the drawdown, so the outstanding amount, the
 * repayments on the current account and the loan's own ledger all agree.
 */
import type { AccountSpec } from './accountSpecs';
import { addMonths, monthDay, nextWorkingDay, type Day } from './dates';
import type { TrnMinter, TxnEvent, Window } from './patterns';

export interface LoanSummary {
  startDay: Day;
  maturityDay: Day;
  instalmentPennies: number;
  amountPaidPennies: number;
  paidCount: number;
  nextDueDay: Day;
}

export interface LoanHistory { events: TxnEvent[]; openingPennies: number; summary: LoanSummary }

const event = (account: string, day: Day, code: TxnEvent['code'], dir: TxnEvent['dir'], pennies: number, description: string, trn: string | null, counterparty: string | null): TxnEvent =>
  ({ account, day, code, dir, pennies, description, reference: null, trn, counterparty, chequeNumber: null });

export function loanHistory(spec: AccountSpec, window: Window, today: Day, trn: TrnMinter): LoanHistory {
  const terms = spec.loan;
  if (!terms) throw new Error(`${spec.number} is not a loan`);
  const start = addMonths(today, -spec.openedMonthsAgo);
  const monthlyRate = terms.rate / 100 / 12;
  const instalment = Math.round((terms.principal * 100 * monthlyRate) / (1 - (1 + monthlyRate) ** -terms.termMonths));
  const label = spec.appType === 'MO' ? 'MORTGAGE' : 'LOAN';
  const events: TxnEvent[] = [];
  let outstanding = terms.principal * 100;
  let openingPennies = start < window.start ? -1 : 0;
  let amountPaid = 0;
  let paidCount = 0;

  if (start >= window.start) {
    const ref = trn(spec.number, 'LND', start);
    events.push(event(spec.number, start, 'LND', 'D', outstanding, `${label} DRAWDOWN`, ref, terms.repaidFrom));
    events.push(event(terms.repaidFrom, start, 'LND', 'C', outstanding, `${spec.productName.toUpperCase()} DRAWDOWN`, ref, spec.number));
  }
  for (let month = 1; month <= terms.termMonths; month += 1) {
    const due = nextWorkingDay(monthDay(start, month, terms.repaymentDay));
    if (due > today) break;
    if (openingPennies < 0 && due >= window.start) openingPennies = outstanding;
    const interest = Math.round(outstanding * monthlyRate);
    const repayment = Math.min(instalment, outstanding + interest);
    outstanding += interest - repayment;
    amountPaid += repayment;
    paidCount += 1;
    if (due < window.start) continue;
    events.push(event(spec.number, due, 'LNI', 'D', interest, 'INTEREST CHARGED', null, null));
    const ref = trn(terms.repaidFrom, 'LNR', due);
    events.push(event(spec.number, due, 'LNR', 'C', repayment, 'REPAYMENT RECEIVED - THANK YOU', ref, terms.repaidFrom));
    events.push(event(terms.repaidFrom, due, 'LNR', 'D', repayment, `${label} REPAYMENT ${spec.number}`, ref, spec.number));
  }
  if (openingPennies < 0) openingPennies = outstanding; // no repayment fell inside the window
  let nextDue = nextWorkingDay(monthDay(start, paidCount + 1, terms.repaymentDay));
  if (nextDue <= today) nextDue = nextWorkingDay(monthDay(start, paidCount + 2, terms.repaymentDay));
  return {
    events,
    openingPennies,
    summary: { startDay: start, maturityDay: addMonths(start, terms.termMonths), instalmentPennies: instalment, amountPaidPennies: amountPaid, paidCount, nextDueDay: nextDue },
  };
}
