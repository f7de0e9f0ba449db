/**
 * A payment's receipt whose library does not arrive: said beside the button the customer pressed, the outcome
 * stays, and the receipt comes on a second press once the library does.
 */
import { waitFor, within } from '@testing-library/react';
import { OUTCOME_TEXT, RECEIPT_FAILED_TEXT } from '@/features/payments/components/OutcomeStep';
import * as download from '@/shared/lib/download';
import { payBuilderToOutcome } from '@/testing/paymentSteps';

let mockChunkFails = true;
jest.mock('@/shared/receipts/receiptPdf', () => {
  if (mockChunkFails) throw Object.assign(new Error('Loading chunk receipt-pdf failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual('@/shared/receipts/receiptPdf');
});

it('says the receipt could not be loaded where the customer asked for it, and downloads it on the next press', async () => {
  const saved = jest.spyOn(download, 'downloadBlob').mockImplementation(() => undefined);
  try {
    const { user, outcome } = await payBuilderToOutcome();

    await user.click(within(outcome).getByRole('button', { name: 'Download receipt (PDF)' }));
    expect(await within(outcome).findByRole('alert')).toHaveTextContent(RECEIPT_FAILED_TEXT);
    expect(saved).not.toHaveBeenCalled();
    expect(within(outcome).getByText(OUTCOME_TEXT.done)).toBeInTheDocument();

    mockChunkFails = false;
    await user.click(within(outcome).getByRole('button', { name: 'Download receipt (PDF)' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(within(outcome).queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    saved.mockRestore();
  }
});
