/**
 * The fault sweep's scenarios for the payment screens: the limits and payees they load, a new payee's
 * sort code look-up and name check, prepare, verify and confirm, and the international payment request.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { COP_WORDING } from '@/features/payments/rules/confirmationOfPayee';
import { BANK_COPY_UNREAD } from '@/features/payments/rules/differences';
import { fill } from '@/testing/faultSweep/moneySteps';
import type { FaultScenario, SweepContext } from '@/testing/faultSweep/sweep';
import { expectSettled } from '@/testing/faultSweep/sweep';
import { expectUsable } from '@/testing/faultSweep/expectUsable';

const form = () => screen.getByRole('form');
const textbox = (name: string) => within(form()).getByRole('textbox', { name });
const combobox = (name: string) => within(form()).getByRole('combobox', { name });
const chosen = (name: string) => (combobox(name) as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';

type User = SweepContext['user'];

/** The payment form filled as a customer would: the accounts chosen, the amount and reference in, when. */
async function fillPayment(user: User, { from, to, amount, reference }: { from: RegExp; to: RegExp; amount: string; reference: string }) {
  const fromSelect = combobox('From');
  await user.selectOptions(fromSelect, within(fromSelect).getByRole('option', { name: from }));
  const toSelect = combobox('To');
  await waitFor(() => expect(within(toSelect).queryAllByRole('option', { name: to }).length).toBeGreaterThan(0));
  await user.selectOptions(toSelect, within(toSelect).getByRole('option', { name: to }));
  await fill(user, textbox('Amount'), amount);
  await fill(user, textbox('Reference'), reference);
  await user.click(within(form()).getByRole('radio', { name: 'Now' }));
}

/** £20 to the saved payee Builder, now. */
const PAYMENT = { from: /^Everyday/, to: /^Builder/, amount: '20', reference: 'SWEEP TEST' };

async function fillBuilderPayment({ user }: SweepContext) {
  await screen.findByRole('form');
  await fillPayment(user, PAYMENT);
}

async function paymentKept() {
  expect(chosen('From')).toMatch(PAYMENT.from);
  expect(chosen('To')).toMatch(PAYMENT.to);
  expect(textbox('Amount')).toHaveValue(PAYMENT.amount);
  expect(textbox('Reference')).toHaveValue(PAYMENT.reference);
  expect(within(form()).getByRole('radio', { name: 'Now' })).toBeChecked();
  expectUsable(screen.getByRole('button', { name: 'Continue' }));
}

const continueToReview = (s: SweepContext) => s.user.click(screen.getByRole('button', { name: 'Continue' }));

/** A new payee's details on the payment form, the sort code typed by the scenario itself when it is the call. */
const NEW_PAYEE = { name: 'John', accountName: 'John Smith', sortCode: '200000', accountNumber: '11223344' };
const newPayee = () => screen.getByRole('group', { name: 'New payee' });
const payeeBox = (name: string) => within(newPayee()).getByRole('textbox', { name });

async function fillNewPayeePayment({ user }: SweepContext, { sortCode = true } = {}) {
  await screen.findByRole('form');
  await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'SADDLE' });
  await fill(user, payeeBox('Payee name'), NEW_PAYEE.name);
  await fill(user, payeeBox('Name on the account'), NEW_PAYEE.accountName);
  if (sortCode) await fill(user, payeeBox('Sort code'), NEW_PAYEE.sortCode);
  await fill(user, payeeBox('Account number'), NEW_PAYEE.accountNumber);
}

async function newPayeeKept() {
  expect(payeeBox('Payee name')).toHaveValue(NEW_PAYEE.name);
  expect(payeeBox('Name on the account')).toHaveValue(NEW_PAYEE.accountName);
  expect(payeeBox('Sort code')).toHaveValue(NEW_PAYEE.sortCode);
  expect(payeeBox('Account number')).toHaveValue(NEW_PAYEE.accountNumber);
  expect(textbox('Amount')).toHaveValue('45');
  expect(textbox('Reference')).toHaveValue('SADDLE');
}

/** What the customer typed on the payment form before the limits (or payees) had to be asked for again. */
async function typeAmountAndReference({ user }: SweepContext) {
  await screen.findByRole('form');
  await fill(user, textbox('Amount'), '75');
  await fill(user, textbox('Reference'), 'LIMITS');
}

async function amountAndReferenceKept() {
  expect(textbox('Amount')).toHaveValue('75');
  expect(textbox('Reference')).toHaveValue('LIMITS');
}

/** The international request's fields, typed once. */
const INTERNATIONAL: [string, string][] = [
  ['Beneficiary name', 'Chateau Margaux SA'],
  ['Beneficiary address', '33460 Margaux, France'],
  ['Account number or IBAN', 'FR76 3000 6000 0112 3456 7890 189'],
  ['SWIFT (BIC) code', 'AGRIFRPP'],
  ['Bank name', 'Credit Agricole'],
  ['Bank country', 'France'],
  ['Amount', '4200'],
  ['Reference', 'EN PRIMEUR 2025'],
  ['Purpose of the payment', 'Wine purchase'],
];

export const paymentsScenarios: FaultScenario[] = [
  {
    call: 'GET v1/me/assignedLimitPackage',
    doing: 'opening Make a payment (the user\'s limits)',
    faultPath: 'v1/me/assignedLimitPackage',
    start: '/payments/make',
    onOpen: true,
    prepare: typeAmountAndReference,
    kept: amountAndReferenceKept,
  },
  {
    call: 'GET v1/me/party/assignedLimitPackage',
    doing: 'opening Internal transfer (the party\'s limits)',
    faultPath: 'v1/me/party/assignedLimitPackage',
    start: '/payments/transfer-money',
    onOpen: true,
    prepare: typeAmountAndReference,
    kept: amountAndReferenceKept,
  },
  {
    call: 'GET v1/financialLimitUtilization',
    doing: 'opening Make a payment (what was sent today)',
    faultPath: 'v1/financialLimitUtilization',
    start: '/payments/make',
    onOpen: true,
    prepare: typeAmountAndReference,
    kept: amountAndReferenceKept,
  },
  {
    call: 'GET cz/v1/payments/payeeGroup',
    doing: 'opening Make a payment (the payees to choose from)',
    faultPath: 'cz/v1/payments/payeeGroup',
    start: '/payments/make',
    onOpen: true,
    prepare: typeAmountAndReference,
    kept: amountAndReferenceKept,
  },
  {
    call: 'GET v1/financialInstitution/nationalClearingDetails/UK/{sortCode}',
    doing: "typing a new payee's sort code",
    faultPath: 'v1/financialInstitution/nationalClearingDetails/UK/*',
    start: '/payments/make?isNewPayee=true',
    prepare: (s) => fillNewPayeePayment(s, { sortCode: false }),
    // Six digits start the look-up; after a failure the field offers to check it again.
    act: async ({ user }) => {
      const again = within(newPayee()).queryByRole('button', { name: 'Check the sort code again' });
      if (again) await user.click(again);
      else await fill(user, payeeBox('Sort code'), NEW_PAYEE.sortCode);
    },
    kept: newPayeeKept,
  },
  {
    call: 'POST v1/payments/verifyPayeeName',
    doing: "checking a new payee's name (Confirmation of Payee)",
    faultPath: 'v1/payments/verifyPayeeName',
    start: '/payments/make?isNewPayee=true',
    prepare: async (s) => {
      await fillNewPayeePayment(s);
      await within(newPayee()).findByText('BARCLAYS BANK PLC');
    },
    act: ({ user }) => user.click(within(newPayee()).getByRole('button', { name: 'Check the name on the account' })),
    // SPEC.md section 8: a check that could not be made reads as "Unable to check account", and the
    // customer may go on (it does not mean the details are wrong) or cancel.
    failed: async () => {
      const warning = await within(newPayee()).findByRole('alert', { name: 'Confirmation of Payee' });
      expect(warning).toHaveTextContent(COP_WORDING.unable.title);
      expect(warning).toHaveTextContent(COP_WORDING.unable.text);
      expectUsable(within(warning).getByRole('button', { name: 'Continue anyway' }));
      expectUsable(within(newPayee()).getByRole('button', { name: 'Check the name on the account' }));
      await expectSettled();
    },
    kept: newPayeeKept,
  },
  {
    call: 'POST cz/v1/payments/{kind}',
    doing: 'continuing to the review of a payment (prepare)',
    faultPath: 'cz/v1/payments/payouts/external',
    start: '/payments/make',
    prepare: fillBuilderPayment,
    act: continueToReview,
    kept: paymentKept,
  },
  {
    call: 'GET v1/payments/{kind}/{paymentId}',
    doing: 'continuing to the review of a payment (verify)',
    faultPath: 'v1/payments/payouts/external/*',
    start: '/payments/make',
    prepare: fillBuilderPayment,
    // From the review the last fault left, back to the form first: Continue prepares the payment afresh.
    act: async (s) => {
      const change = screen.queryByRole('button', { name: 'Change details' });
      if (change) await s.user.click(change);
      await continueToReview(s);
    },
    // The bank holds the payment but its copy could not be read back: the review shows the payment as entered,
    // says so, and may be confirmed (going back to the form would only prepare it again).
    failed: async () => {
      const review = await screen.findByRole('region', { name: 'Check your payment' });
      expect(review).toHaveTextContent(BANK_COPY_UNREAD);
      expectUsable(within(review).getByRole('button', { name: 'Confirm payment' }));
      await expectSettled();
    },
    kept: async () => {
      const review = screen.getByRole('region', { name: 'Check your payment' });
      expect(review).toHaveTextContent(PAYMENT.reference);
      expect(review).toHaveTextContent('£20.00');
    },
  },
  {
    call: 'PATCH v1/payments/{kind}/{paymentId}',
    doing: 'confirming a payment',
    faultPath: 'v1/payments/payouts/external/*',
    start: '/payments/make',
    prepare: fillBuilderPayment,
    // The confirm may have reached the bank: the screen says so and never offers to send it again. Having
    // checked their transactions, the customer starts afresh ("Make another payment": a new prepare).
    act: async (s) => {
      const another = screen.queryByRole('button', { name: 'Make another payment' });
      if (another) {
        await s.user.click(another);
        await fillBuilderPayment(s);
      }
      await continueToReview(s);
      const review = await screen.findByRole('region', { name: 'Check your payment' });
      await s.user.click(within(review).getByRole('button', { name: 'Confirm payment' }));
    },
    failed: async ({ fault }) => {
      const heading = await screen.findByRole('heading', { name: OUTCOME_TEXT.unsure });
      const outcome = heading.parentElement as HTMLElement;
      expect(outcome).toHaveAttribute('role', 'alert');
      expect(outcome).toHaveTextContent(OUTCOME_TEXT.unsureDetail);
      expect(fault.messages.some((m) => outcome.textContent?.includes(m))).toBe(true);
      expect(screen.queryByRole('button', { name: 'Confirm payment' })).not.toBeInTheDocument();
      await expectSettled();
    },
  },
  {
    call: 'POST cz/v1/payments/internationalPaymentRequests',
    doing: 'sending an international payment request',
    faultPath: 'cz/v1/payments/internationalPaymentRequests',
    start: '/payments/request-international',
    prepare: async ({ user }) => {
      const request = await screen.findByRole('form', { name: 'Request an international payment' });
      const payer = within(request).getByRole('combobox', { name: 'From' });
      await user.selectOptions(payer, within(payer).getByRole('option', { name: /^Everyday/ }));
      for (const [name, text] of INTERNATIONAL) await fill(user, within(request).getByRole('textbox', { name }), text);
    },
    act: ({ user }) => user.click(screen.getByRole('button', { name: 'Send request' })),
    kept: async () => {
      const request = screen.getByRole('form', { name: 'Request an international payment' });
      expect((within(request).getByRole('combobox', { name: 'From' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toMatch(/^Everyday/);
      for (const [name, text] of INTERNATIONAL) expect(within(request).getByRole('textbox', { name })).toHaveValue(text);
      expectUsable(within(request).getByRole('button', { name: 'Send request' }));
    },
  },
];
