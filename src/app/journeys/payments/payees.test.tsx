/** /payments/payees through the whole app: list, search, pay, delete with confirmation and passcode (issue 8). */
import { screen, waitFor, within } from '@testing-library/react';
import { bank, injectFault } from '@mocks/digx/testing';
import { PAYEE_SAVED_TEXT } from '@/features/payments/payees/NewPayeeScreen';
import { fillNewPayee, openPayments } from '@/testing/paymentSteps';

const open = async () => {
  const view = await openPayments('/payments/payees', 'RETAIL1', { form: false });
  await screen.findByRole('list', { name: 'Payees' });
  return view;
};
const payeeItems = () => within(screen.getByRole('list', { name: 'Payees' })).getAllByRole('listitem');

describe('/payments/payees', () => {
  it('lists every payee with bank details, searches by name, and pays one with it chosen', async () => {
    const { user, location } = await open();
    expect(payeeItems().length).toBe(7);
    const builder = payeeItems().find((item) => within(item).queryByRole('heading', { name: 'Builder' }))!;
    expect(builder).toHaveTextContent('30-96-34');
    expect(within(builder).getByText('ending 0475')).toBeInTheDocument();
    expect(builder).not.toHaveTextContent('22910475');
    expect(builder).toHaveTextContent('J Carter Builders Ltd');
    await user.type(screen.getByRole('searchbox', { name: 'Search payees' }), 'tenn');
    expect(payeeItems()).toHaveLength(1);
    await user.click(within(payeeItems()[0]).getByRole('link', { name: 'Pay Tennis club' }));
    await waitFor(() => expect(location()).toBe('/payments/make'));
    const to = await screen.findByRole('combobox', { name: 'To' });
    await waitFor(() => expect((to as HTMLSelectElement).selectedOptions[0]?.textContent).toMatch(/^Tennis club/));
  });

  it('deletes a payee after a confirmation and the passcode', async () => {
    const { user } = await open();
    const before = payeeItems().length;
    await user.click(screen.getByRole('button', { name: 'Delete Physio' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Physio?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
    await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The payee has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(payeeItems()).toHaveLength(before - 1));
    expect(bank.state.payeeGroups.flatMap((g) => g.listPayees).some((p) => p.nickName === 'Physio')).toBe(false);
  });

  it('sends a second delete made while the list is still being read again after the first', async () => {
    const { user } = await open();
    const deleteWithPasscode = async (name: string) => {
      await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
      await user.click(within(await screen.findByRole('alertdialog', { name: `Delete ${name}?` })).getByRole('button', { name: 'Yes, delete' }));
      const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
      await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
      await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
    };
    // The re-read after the first delete is slow: the second delete must not wait behind it, or be lost.
    injectFault('cz/v1/payments/payeeGroup', { kind: 'latency', ms: 3000 }, { method: 'GET', times: 1 });
    await deleteWithPasscode('Physio');
    expect(await screen.findByText('The payee has been deleted.')).toBeInTheDocument();
    await deleteWithPasscode('Tennis club');
    const names = () => bank.state.payeeGroups.flatMap((g) => g.listPayees).map((p) => p.nickName);
    await waitFor(() => expect(names()).not.toContain('Tennis club'), { timeout: 2000 });
    expect(names()).not.toContain('Physio');
  });

  it('adds a payee with the payment journey\'s checks and the passcode, and it is listed', async () => {
    const { user } = await openPayments('/payments/payees/new', 'RETAIL1');
    const payee = await fillNewPayee(user, { name: 'John', accountName: 'John Smith', sortCode: '200000', accountNumber: '11223344' });
    await user.click(screen.getByRole('button', { name: 'Save payee' }));
    expect(await screen.findByRole('link', { name: 'Check the name on the account before you continue.' })).toBeInTheDocument();
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    await within(payee).findByText('The name matches the account.');
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'SADDLES');
    await user.click(screen.getByRole('button', { name: 'Save payee' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
    await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(PAYEE_SAVED_TEXT)).toBeInTheDocument();
    expect(bank.state.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.nickName === 'John')).toMatchObject({ payeeReference: 'SADDLES' });
  });

  it('edits a payee\'s name and reference with the payment rules', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Edit Builder' }));
    const form = screen.getByRole('form', { name: 'Edit Builder' });
    const name = within(form).getByRole('textbox', { name: 'Payee name' });
    await user.clear(name);
    await user.type(name, '<Builder>');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/cannot contain/)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Carter builders');
    await user.clear(within(form).getByRole('textbox', { name: 'Reference' }));
    await user.type(within(form).getByRole('textbox', { name: 'Reference' }), 'EXTENSION');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The payee has been updated.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Carter builders' })).toBeInTheDocument();
    expect(bank.state.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.nickName === 'Carter builders')).toMatchObject({ payeeReference: 'EXTENSION' });
  });

  it('lists a corporate customer\'s shared payees, two ways to pay one beneficiary, and one waiting for an authoriser that cannot be paid yet', async () => {
    const { user } = await openPayments('/payments/payees', 'CORP1', { form: false });
    await screen.findByRole('list', { name: 'Payees' });
    const byName = (name: string) => payeeItems().find((item) => within(item).queryByRole('heading', { name }));
    const pending = byName('Horse transport')!;
    expect(pending).toHaveTextContent('Waiting for an authoriser');
    expect(within(pending).queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
    expect(byName('Landlord')).toBeDefined();
    expect(within(byName('Landlord service charge')!).getByRole('link', { name: 'Pay Landlord service charge' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Landlord service charge' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
    await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(byName('Landlord service charge')).toBeUndefined());
    expect(byName('Landlord')).toBeDefined();
    const estates = bank.state.payeeGroups.find((g) => g.name === 'Hambleton Estates');
    expect(estates?.listPayees.map((p) => p.nickName)).toEqual(['Landlord']);
  });
});
