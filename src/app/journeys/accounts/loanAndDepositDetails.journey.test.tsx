/**
 * Journey (both banks): RETAIL1 opens the details of the personal loan and of the fixed rate bond on the accounts
 * overview. Both banks answer OBDX's own calls (the loan's schedule in loanScheduleDTO, /outstanding, the bond's
 * tenure and rollover code, its payOutInstructions), so the same facts show on each.
 */
import { within } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { accountRow, JOURNEY_TIMEOUT, logInAtPage } from '@/testing/journeySteps';

/** The value beside a term of the details list. */
const valueOf = (list: HTMLElement, term: string) => within(list).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** Opens the overview row's Details; resolves on the row once its first fact shows. */
async function openDetails(user: Awaited<ReturnType<typeof logInAtPage>>['user'], lastFour: string, firstTerm: string): Promise<HTMLElement> {
  await user.click(within(accountRow(lastFour)).getByRole('button', { name: 'Details' }));
  await within(accountRow(lastFour)).findByText(firstTerm, { selector: 'dt' }, { timeout: 10_000 });
  return accountRow(lastFour);
}

describe('journey: loan and deposit details', () => {
  it("shows a loan's repayments and arrears and a bond's term, maturity and payouts", async () => {
    const { user } = await logInAtPage('RETAIL1');

    const loan = await openDetails(user, ACC.loan.slice(-4), 'Loan amount');
    expect(valueOf(loan, 'Loan amount')).toBe('£35,000.00');
    expect(valueOf(loan, 'Interest rate')).toBe('7.9%');
    expect(valueOf(loan, 'Next payment date')).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(valueOf(loan, 'Next payment amount')).toMatch(/^£[\d,]+\.\d\d$/);
    expect(valueOf(loan, 'Instalment arrears')).toBe('£0.00');
    expect(valueOf(loan, 'Principal repayment frequency')).toBe('Monthly');
    expect(Number(valueOf(loan, 'Remaining instalments'))).toBeGreaterThan(0);

    const bond = await openDetails(user, ACC.bond.slice(-4), 'Payout instructions');
    expect(valueOf(bond, 'Duration')).toBe('1 year');
    expect(valueOf(bond, 'At maturity')).toBe('Close on maturity');
    expect(valueOf(bond, 'Original amount')).toBe('£250,000.00');
    expect(valueOf(bond, 'Payout instructions')).toMatch(/^Principal: 100% to .+Interest: 100% to .+$/);
  }, JOURNEY_TIMEOUT);
});
