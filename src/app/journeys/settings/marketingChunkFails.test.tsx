/**
 * The marketing consent modal is a nicety: when its code does not arrive after a login, the customer's accounts
 * stay on screen, with no error in their place, and the question waits for the next login.
 */
import { screen, waitFor } from '@testing-library/react';
import { bank } from '@mocks/digx/testing';
import { MARKETING_MODAL_TITLE } from '@/features/settings/components/MarketingModal';
import { LOAD_FAILURE_TEXT } from '@/shared/errors/loadFailureMessages';
import { renderApp } from '@/testing/renderApp';

let mockChunkFails = true;
jest.mock('@/app/areas/settings/settingsPages', () => {
  if (mockChunkFails) throw Object.assign(new Error('Loading chunk settings failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual('@/app/areas/settings/settingsPages');
});

afterAll(() => {
  mockChunkFails = false;
});

it('keeps My Accounts on screen, with no error, when the modal cannot load', async () => {
  bank.state.users.CORP1.marketingConsent = { status: 'UNANSWERED', channels: { email: false, sms: false, post: false, phone: false }, updatedOn: null };
  const { user } = renderApp('/login');
  await user.type(await screen.findByLabelText('User ID'), 'CORP1');
  await user.type(screen.getByLabelText('Password'), 'Racing#2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'My accounts' })).toBeInTheDocument();
  // Long enough for the modal's chunk to have been asked for and failed.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My accounts' })).toBeInTheDocument());
  expect(screen.queryByRole('dialog', { name: MARKETING_MODAL_TITLE })).not.toBeInTheDocument();
  expect(screen.queryByText(LOAD_FAILURE_TEXT.pageFailedTitle)).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Log Out' }).length).toBeGreaterThan(0);
});
