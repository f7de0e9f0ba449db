/**
 * Journey (both banks): CORP1 looks up the status of a range of cheques from the Accounts menu. Both banks answer
 * OBDX's issuedChequeDetails; only the demo bank adds the paid date, so that column shows there alone.
 */
import { screen, within } from '@testing-library/react';
import { bankSends, JOURNEY_TIMEOUT, logInAtPage, openFromMenu } from '@/testing/journeySteps';

describe('journey: cheque status', () => {
  it('lists the cheques of a range with their status in words', async () => {
    const journey = await logInAtPage('CORP1');
    const { user } = journey;
    await openFromMenu(journey, 'My Accounts', 'Cheque services');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cheque status' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Start cheque number/), '000001');
    await user.type(screen.getByLabelText(/End cheque number/), '000100');
    await user.click(screen.getByRole('button', { name: 'Show cheque status' }));

    const table = await screen.findByRole('table', { name: 'Cheques 000001 to 000100' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Cheque number', 'Amount', ...(bankSends('chequePaidDate') ? ['Paid date'] : []), 'Status', 'Reason']);
    const status = headers.indexOf('Status') - 1;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('000001');
    const words = new Set(rows.map((row) => within(row).getAllByRole('cell')[status].textContent));
    expect(words).toContain('Used');
    expect(words).toContain('Stopped');
  }, JOURNEY_TIMEOUT);
});
