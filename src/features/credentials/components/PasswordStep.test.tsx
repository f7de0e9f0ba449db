import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { bank, injectFault } from '../../../../mocks/digx/testing';
import { MAPPED_MESSAGES, TRANSPORT_MESSAGES, technicalIssueMessage } from '@/shared/api/errorMessages';
import { recordRequests } from '@/testing/recordRequests';
import { passwordChangeSubmitted } from '../slice';
import { renderFirstLogin } from '@/testing/renderFirstLogin';

const PASSWORD_ONLY = { termsNotAccepted: false, forcePasswordChange: true, forcePinChange: false };

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Change password' });
const rule = (label: string) => within(screen.getByRole('list', { name: 'Your new password must have' })).getByText(label).closest('li');

async function fill(user: UserEvent, current: string, next: string, confirm = next) {
  await user.type(field('Current password'), current);
  await user.type(field('New password'), next);
  await user.type(field('Confirm new password'), confirm);
}

function expectKept(next: string, confirm = next) {
  expect(field('New password')).toHaveValue(next);
  expect(field('Confirm new password')).toHaveValue(confirm);
}

describe('the password step', () => {
  it('has masked fields the browser can tell apart', async () => {
    await renderFirstLogin(PASSWORD_ONLY);
    expect(field('Current password')).toHaveAttribute('type', 'password');
    expect(field('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('ticks each rule off as the customer types, and only then allows Change password', async () => {
    const { user } = await renderFirstLogin(PASSWORD_ONLY);
    const rules = within(screen.getByRole('list', { name: 'Your new password must have' })).getAllByRole('listitem');
    expect(rules).toHaveLength(6);
    for (const item of rules) expect(item).toHaveTextContent(/, not met$/);
    expect(submit()).toBeDisabled();

    await user.type(field('Current password'), 'Welcome#2026');
    await user.type(field('New password'), 'newuser');
    expect(rule('Between 8 and 20 characters')).toHaveTextContent(/, not met$/);
    expect(rule('At least one upper case and one lower case letter')).toHaveTextContent(/, not met$/);
    expect(rule('Only letters, numbers and _ # @ $')).toHaveTextContent(/, met$/);

    await user.type(field('New password'), '#2027');
    expect(rule('Between 8 and 20 characters')).toHaveTextContent(/, met$/);
    await user.type(field('New password'), '{Home}{Delete}N');
    expect(rule('At least one upper case and one lower case letter')).toHaveTextContent(/, met$/);

    await user.type(field('New password'), '{End}6789');
    expect(rule('No more than 3 characters in a sequence (like abcd or 1234)')).toHaveTextContent(/, not met$/);
    await user.type(field('New password'), '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(rule('No more than 3 characters in a sequence (like abcd or 1234)')).toHaveTextContent(/, met$/);

    await user.type(field('New password'), '@@@@@@');
    expect(rule('No more than 5 of the same character in a row')).toHaveTextContent(/, not met$/);
    await user.type(field('New password'), '{Backspace}'.repeat(6));

    expect(rule('Both passwords match')).toHaveTextContent(/, not met$/);
    expect(submit()).toBeDisabled();
    await user.type(field('Confirm new password'), 'Newuser#2027');
    expect(rule('Both passwords match')).toHaveTextContent(/, met$/);
    expect(submit()).toBeEnabled();
  });

  it('refuses a wrong current password with the catalogue message, clears and focuses it, and keeps the new one', async () => {
    const { user } = await renderFirstLogin(PASSWORD_ONLY);
    await fill(user, 'Welcome#2025', 'Newuser#2027');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.wrongCurrentPassword);
    expect(field('Current password')).toHaveValue('');
    expect(field('Current password')).toHaveFocus();
    expectKept('Newuser#2027');
    expect(bank.state.users.NEWUSER.password).toBe('Welcome#2026');

    await user.type(field('Current password'), 'Welcome#2026');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
  });

  it('refuses the current password as the new one (reuse), keeping what was typed', async () => {
    const { user } = await renderFirstLogin(PASSWORD_ONLY);
    await fill(user, 'Welcome#2026', 'Welcome#2026');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.passwordReuse);
    expect(field('Current password')).toHaveValue('Welcome#2026');
    expectKept('Welcome#2026');
    expect(field('New password')).toHaveFocus();
  });

  it("refuses one of RETAIL1's earlier passwords", async () => {
    const { user } = await renderFirstLogin(PASSWORD_ONLY, { userId: 'RETAIL1', password: 'Private#2026' });
    await fill(user, 'Private#2026', 'Private#2025');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.passwordReuse);
    expectKept('Private#2025');
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 } as const, technicalIssueMessage(500)],
    ['a dropped connection', { kind: 'network' } as const, TRANSPORT_MESSAGES.network],
  ])('shows %s with the catalogue message and keeps every field, and Change password works again', async (_name, fault, message) => {
    const { user } = await renderFirstLogin(PASSWORD_ONLY);
    injectFault('v1/me/credentials', fault, { method: 'PUT', times: 1 });
    await fill(user, 'Welcome#2026', 'Newuser#2027');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field('Current password')).toHaveValue('Welcome#2026');
    expectKept('Newuser#2027');
    expect(submit()).toBeEnabled();

    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
    expect(bank.state.users.NEWUSER.password).toBe('Newuser#2027');
  });

  it('tells the bank the step is done under the id it gave it, once the change is made', async () => {
    const { user } = await renderFirstLogin(PASSWORD_ONLY);
    const log = recordRequests();
    await fill(user, 'Welcome#2026', 'Newuser#2027');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
    const [put] = await log.to('v1/me/credentials', 'PUT');
    const posts = await log.to('v1/me/loginFlow', 'POST');
    expect(posts.map((post) => JSON.parse(post.body) as unknown)).toEqual([{ loginConfigId: 'FPC' }]);
    expect(log.requests.indexOf(posts[0])).toBeGreaterThan(log.requests.indexOf(put));
    log.stop();
  });

  it('moves on when the bank cannot hear the step is done: the password is changed and cannot be sent again', async () => {
    const { user } = await renderFirstLogin(PASSWORD_ONLY);
    injectFault('v1/me/loginFlow', { kind: 'status', status: 500 }, { method: 'POST', times: 1 });
    await fill(user, 'Welcome#2026', 'Newuser#2027');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bank.state.users.NEWUSER.password).toBe('Newuser#2027');
  });

  it('sends a change once, however often it is clicked or submitted while in flight', async () => {
    const { store, user } = await renderFirstLogin(PASSWORD_ONLY);
    injectFault('v1/me/credentials', { kind: 'latency', ms: 300 }, { method: 'PUT' });
    const log = recordRequests();
    await fill(user, 'Welcome#2026', 'Newuser#2027');
    await user.dblClick(submit());
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.type(field('Confirm new password'), '{Enter}');
    act(() => {
      store.dispatch(passwordChangeSubmitted({ currentPassword: 'Welcome#2026', newPassword: 'Newuser#2027' }));
    });
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
    expect(await log.to('v1/me/credentials', 'PUT')).toHaveLength(1);
    log.stop();
  });

  it('never sends the plain password: both values go RSA-encrypted, in the body only', async () => {
    const { user } = await renderFirstLogin(PASSWORD_ONLY);
    const log = recordRequests();
    await fill(user, 'Welcome#2026', 'Newuser#2027');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Your password has been changed' });

    const [put] = await log.to('v1/me/credentials', 'PUT');
    const body = JSON.parse(put.body) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['changedPassword', 'oldPassword']);
    expect(body.oldPassword).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(body.changedPassword).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // Not in any request of the journey, in the URL or the body, plain or URL-encoded.
    expect(log.requests.length).toBeGreaterThan(3);
    for (const request of log.requests) expect(`${request.url.href} ${request.body}`).not.toMatch(/Welcome#2026|Newuser#2027|%232026|%232027/);
    log.stop();
  });
});
