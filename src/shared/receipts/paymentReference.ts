/**
 * The one reference a payment carries wherever the customer meets it: the outcome screen, its receipt, its
 * activity-log entry and that entry's receipt.
 *
 * OBDX gives a confirmed payment two numbers. Its own reference number (the confirm answer's
 * `status.referenceNumber`) is the payment's transaction in OBDX: the activity log lists the same item under that
 * number as its `transactionId`, and OBDX's own client calls both "Reference Number" (OBDX_UI confirm-screen and its
 * approval lists) and fetches its e-receipt by it. The other is the core banking system's, once that has posted the
 * payment (`externalReferenceId` in the confirm answer; this bank's extension sends it as the activity item's
 * `hostReference`): OBDX's client shows it apart, as "Host Reference Number".
 *
 * The reference number is the one chosen: the bank gives it for every payment, at once and for good (one waiting
 * for an approver, a future payment, a time-out), and a stock OBDX sends it in both places, where the host's number
 * comes only later, not for every payment, and never in a stock OBDX activity log. The host's number stands in
 * only when the bank sent no reference number; the payment's own id when it sent neither.
 */
export interface PaymentNumbers {
  /** OBDX's reference number: the confirm answer's status.referenceNumber, the activity item's transactionId. */
  referenceNumber?: string | null;
  /** The core system's reference: the confirm answer's externalReferenceId, the activity item's hostReference. */
  hostReference?: string | null;
  /** The id the bank gave the payment when it was prepared (paymentId or instructionId). */
  paymentId?: string | null;
}

const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

export function paymentReference(numbers: PaymentNumbers): string {
  return present(numbers.referenceNumber) ?? present(numbers.hostReference) ?? present(numbers.paymentId) ?? '';
}
