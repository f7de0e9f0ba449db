/**
 * One payment, one reference: the outcome of a payment, its receipt, its activity-log page and that page's receipt
 * all give the payment the same reference number (shared/receipts/paymentReference), though the bank answers the
 * payment with two numbers (its reference number and the host's).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { bank } from '@mocks/digx/testing';
import { RECEIPT_LABEL } from '@/features/activityLog/components/ActivityItemScreen';
import * as download from '@/shared/lib/download';
import { payBuilderToOutcome } from '@/testing/paymentSteps';

const pdfText = async (blob: Blob) => new TextDecoder('latin1').decode(await blob.arrayBuffer());

describe('one payment, one reference', () => {
  it('downloads the same reference on the payment receipt and on its activity-log receipt', async () => {
    const saved = jest.spyOn(download, 'downloadBlob').mockImplementation(() => undefined);
    try {
      const { user, outcome } = await payBuilderToOutcome();
      const reference = /^Reference: (\S+)$/.exec(within(outcome).getByText(/^Reference: /).textContent ?? '')?.[1] ?? '';
      expect(reference).not.toBe('');
      // The bank's two numbers for this payment: the reference number and the host's, which the receipts do not use.
      const item = bank.state.activity.find((a) => a.transactionId === reference);
      expect(item?.hostReference).toBeTruthy();
      expect(item?.hostReference).not.toBe(reference);

      await user.click(within(outcome).getByRole('button', { name: 'Download receipt (PDF)' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const [paymentPdf, paymentName] = saved.mock.calls[0] as [Blob, string];
      expect(paymentName).toBe(`Payment-receipt-${reference}.pdf`);

      // The same payment in the activity log, reached as a customer does.
      await user.click(screen.getAllByRole('link', { name: 'Details & settings' })[0]);
      await user.click(await screen.findByRole('link', { name: 'Activity log' }));
      await user.click(within(await screen.findByRole('table', { name: 'Activity by type in the last 6 months' })).getByRole('link', { name: 'Make a Payment' }));
      const list = await screen.findByRole('table', { name: /^Activity for / });
      await user.click(within(list).getByRole('link', { name: 'GATE LATCH' }));
      await screen.findByText('Reference number', { selector: 'dt' });
      expect(screen.getByText('Reference number', { selector: 'dt' }).nextElementSibling).toHaveTextContent(reference);
      await user.click(screen.getByRole('button', { name: RECEIPT_LABEL }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
      const [activityPdf, activityName] = saved.mock.calls[1] as [Blob, string];
      expect(activityName).toBe(`Receipt-${reference}.pdf`);

      for (const pdf of [await pdfText(paymentPdf), await pdfText(activityPdf)]) {
        expect(pdf).toContain(reference);
        expect(pdf).not.toContain(item?.hostReference);
      }
    } finally {
      saved.mockRestore();
    }
  });
});
