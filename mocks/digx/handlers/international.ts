import { DIGX_CODES } from '../bank/profile';
import { auditStamp } from '../bank/seed';
import { FUNCTION_TASK_CODES } from '../bank/types';
import { idValue, mayDebit, ownAccount, readJson, SUCCESS } from './payments';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * International payment request (SPEC.md: path not shown; ours, docs/digx-api.md):
 *
 *   POST cz/v1/payments/internationalPaymentRequests {debitAccountId: {value}, beneficiaryName, beneficiaryAddress,
 *        accountNumberOrIban, swiftCode, bankName, bankCountry, currency, amount: {amount, currency}, reference, purpose}
 *     → 201 {status {referenceNumber}, referenceNo}   ("IPR" + 8 digits), kept in state.internationalRequests
 *
 * It is a request for the bank's staff, not a payment: nothing is posted and no limits apply.
 * Refusals (HTTP 400): the user lacks the payment function → accessDenied; debit account not the user's (or
 * not of the X-Target-Unit entity) → accountDetailsNotFound; an account that takes no debits → accountNoDebits;
 * beneficiaryName, accountNumberOrIban, swiftCode, bankName, bankCountry or currency missing or malformed
 * (IBAN/account 1–34 letters and digits, SWIFT/BIC 8 or 11: 4 letters, 2 letters, 2 letters/digits, 3 optional,
 * currency 3 letters), amount not > 0 with at most 2 decimals, or amount.currency not the currency
 * → wrongDetails; beneficiaryName or reference over 35 characters → nicknameOrReferenceLength; a reference
 * that is not letters, digits and spaces → alphanumericViolation.
 */

const TEXT_MAX = 35;
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const IBAN_OR_ACCOUNT = /^[A-Z0-9]{1,34}$/;
const CURRENCY = /^[A-Z]{3}$/;
const ALPHANUMERIC = /^[A-Za-z0-9 ]*$/;

interface RequestBody {
  debitAccountId: unknown;
  beneficiaryName: unknown;
  beneficiaryAddress: unknown;
  accountNumberOrIban: unknown;
  swiftCode: unknown;
  bankName: unknown;
  bankCountry: unknown;
  currency: unknown;
  amount: { amount?: unknown; currency?: unknown };
  reference: unknown;
  purpose: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const refuse = (code: string, detail: string) => obdxError(400, code, detail);

async function requestInternational(ctx: DigxContext): Promise<Response> {
  if (!FUNCTION_TASK_CODES.payment.some((code) => ctx.user.allowedTransactions.includes(code))) {
    return refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');
  }
  const body = await readJson<RequestBody>(ctx.request);
  const debit = ownAccount(ctx, idValue(body.debitAccountId));
  if (!debit) return refuse(DIGX_CODES.accountDetailsNotFound, 'The account details could not be found.');
  if (!mayDebit(debit)) return refuse(DIGX_CODES.accountNoDebits, 'This account cannot make payments.');

  const beneficiaryName = text(body.beneficiaryName);
  if (beneficiaryName === '') return refuse(DIGX_CODES.wrongDetails, "The beneficiary's name is needed.");
  if (beneficiaryName.length > TEXT_MAX) return refuse(DIGX_CODES.nicknameOrReferenceLength, "The beneficiary's name is longer than 35 characters.");
  const accountNumberOrIban = text(body.accountNumberOrIban).replace(/\s/g, '').toUpperCase();
  if (!IBAN_OR_ACCOUNT.test(accountNumberOrIban)) return refuse(DIGX_CODES.wrongDetails, 'The account number or IBAN is not valid.');
  const swiftCode = text(body.swiftCode).toUpperCase();
  if (!BIC.test(swiftCode)) return refuse(DIGX_CODES.wrongDetails, 'The SWIFT code must be 8 or 11 characters.');
  const bankName = text(body.bankName);
  const bankCountry = text(body.bankCountry);
  if (bankName === '' || bankCountry === '') return refuse(DIGX_CODES.wrongDetails, "The beneficiary's bank and its country are needed.");
  const currency = text(body.currency).toUpperCase();
  if (!CURRENCY.test(currency)) return refuse(DIGX_CODES.wrongDetails, 'The currency is not valid.');
  const amount = typeof body.amount?.amount === 'number' ? body.amount.amount : Number(body.amount?.amount ?? NaN);
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    return refuse(DIGX_CODES.wrongDetails, 'The amount must be more than 0 with at most 2 decimals.');
  }
  if (body.amount?.currency !== undefined && text(body.amount.currency).toUpperCase() !== currency) {
    return refuse(DIGX_CODES.wrongDetails, 'The amount is not in the currency of the payment.');
  }
  const reference = text(body.reference);
  if (reference.length > TEXT_MAX) return refuse(DIGX_CODES.nicknameOrReferenceLength, 'The reference is longer than 35 characters.');
  if (!ALPHANUMERIC.test(reference)) return refuse(DIGX_CODES.alphanumericViolation, 'Please provide only alphanumeric values and spaces for reference.');

  const { state, clock } = ctx.bank;
  const referenceNo = `IPR${String(state.internationalRequests.length + 1).padStart(8, '0')}`;
  state.internationalRequests.push({
    referenceNo,
    status: 'RECEIVED',
    debitAccountId: debit.id,
    beneficiaryName,
    beneficiaryAddress: text(body.beneficiaryAddress),
    accountNumberOrIban,
    swiftCode,
    bankName,
    bankCountry,
    currency,
    amount: { currency, amount: Math.round(amount * 100) / 100 },
    reference,
    purpose: text(body.purpose),
    createdOn: auditStamp(clock.now()),
    internal: { ownerUserId: ctx.user.userId, partyId: debit.partyId.value },
  });
  return ok({ status: { ...SUCCESS, referenceNumber: referenceNo }, referenceNo }, 201);
}

export function internationalHandlers(route: Route) {
  return [route('post', 'cz/v1/payments/internationalPaymentRequests', requestInternational)];
}
