import { screen } from '@testing-library/react';
import { injectFault } from '../../../../mocks/digx/testing';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { BankStatusPage } from './BankStatusPage';

describe('the smoke page', () => {
  it('says the bank answered', async () => {
    renderWithProviders(<BankStatusPage />);
    expect(screen.getByRole('heading', { name: 'Online Banking' })).toBeInTheDocument();
    expect(await screen.findByText('Connected to the bank.')).toBeInTheDocument();
  });

  it('shows the network message, never a blank or endless spinner, and recovers on Try again', async () => {
    injectFault('v1/publicKey', { kind: 'network' }, { times: 1 });
    const { user } = renderWithProviders(<BankStatusPage />);
    expect(await screen.findByText(TRANSPORT_MESSAGES.network)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Connected to the bank.')).toBeInTheDocument();
  });
});
