import { AMOUNT_MESSAGES, REFERENCE_MESSAGES } from '../rules/validators';
import { LIMIT_MESSAGES } from '../rules/limits';
import { SCHEDULE_MESSAGES } from '../rules/schedule';
import { canEditInstruction, editValuesOf, instructionChanges, validateInstructionEdit, type InstructionEditValues } from './instructionEdit';
import type { Instruction } from './types';

const today = '2026-11-26';
const limits = { min: 1, max: 25000, dailyAmountRemaining: 10, dailyCountRemaining: 0 };
const ctx = { limits, today, referenceRequired: true };

const order: Instruction = {
  id: 'SI1', code: 'SI', statusCode: 'A', type: 'REC', recipientName: 'Hambleton Hill Livery', reference: 'LIVERY', amount: { amount: 850, currency: 'GBP' },
  nextPaymentDate: '2026-12-01', endDate: null, startDate: '2025-01-01', frequency: 'Monthly', repeat: { days: 0, months: 1, years: 0 },
  fromAccountId: 'A1', toAccountId: 'X1', toAccountNumber: 'xxxxxxxxxxxx1234', dealId: null, lastPaymentDate: null,
};
const future: Instruction = { ...order, id: 'FD1', code: 'FD', type: 'NONREC', frequency: '', repeat: { days: 0, months: 0, years: 0 }, endDate: '2026-12-01' };
const values = (item: Instruction, change: Partial<InstructionEditValues> = {}) => ({ ...editValuesOf(item), ...change });

describe('canEditInstruction', () => {
  it.each([
    ['SI', 'A', true],
    ['FD', 'A', true],
    ['DD', 'A', false],
    ['SI', 'C', false],
    ['FD', 'C', false],
  ] as const)('%s with status %s: %s', (code, statusCode, expected) => {
    expect(canEditInstruction({ code, statusCode })).toBe(expected);
  });
});

describe('editValuesOf', () => {
  it('starts from the order as it stands', () => {
    expect(editValuesOf(order)).toEqual({ amount: '850.00', date: '01/12/26', reference: 'LIVERY', frequency: '50', until: 'furtherNotice', untilDate: '' });
    expect(editValuesOf({ ...order, endDate: '2027-06-01', repeat: { days: 0, months: 3, years: 0 } })).toMatchObject({ frequency: '70', until: 'date', untilDate: '01/06/27' });
  });
});

describe('validateInstructionEdit', () => {
  it.each<[string, Instruction, Partial<InstructionEditValues>, Partial<Record<keyof InstructionEditValues, string>>]>([
    ['unchanged order', order, {}, {}],
    ['empty amount', order, { amount: '' }, { amount: AMOUNT_MESSAGES.required }],
    ['zero amount', order, { amount: '0' }, { amount: AMOUNT_MESSAGES.zero }],
    ['three decimals', order, { amount: '1.234' }, { amount: AMOUNT_MESSAGES.format }],
    ['below the limit', order, { amount: '0.50' }, { amount: LIMIT_MESSAGES.belowMin(1) }],
    ['above the limit', order, { amount: '30000' }, { amount: LIMIT_MESSAGES.aboveMax(25000) }],
    ['today\'s allowance does not apply to a later payment', order, { amount: '500' }, {}],
    ['reference with symbols', order, { reference: 'RENT#1' }, { reference: REFERENCE_MESSAGES.characters }],
    ['reference required to a payee', order, { reference: ' ' }, { reference: REFERENCE_MESSAGES.required }],
    ['empty date', order, { date: '' }, { date: SCHEDULE_MESSAGES.dateRequired }],
    ['date not a day', order, { date: '31/02/27' }, { date: SCHEDULE_MESSAGES.dateInvalid }],
    ['date today', order, { date: '26/11/26' }, { date: SCHEDULE_MESSAGES.dateNotFuture }],
    ['end date required when chosen', order, { until: 'date', untilDate: '' }, { untilDate: SCHEDULE_MESSAGES.untilDateRequired }],
    ['end before the next payment', order, { until: 'date', untilDate: '30/11/26' }, { untilDate: SCHEDULE_MESSAGES.untilBeforeStart }],
    ['end on the next payment', order, { until: 'date', untilDate: '01/12/26' }, { untilDate: SCHEDULE_MESSAGES.untilBeforeStart }],
    ['end after the next payment', order, { until: 'date', untilDate: '02/12/26' }, {}],
    ['future payment ignores frequency and end', future, { until: 'date', untilDate: '' }, {}],
    ['future payment date today', future, { date: '26/11/26' }, { date: SCHEDULE_MESSAGES.dateNotFuture }],
  ])('%s', (_label, item, change, expected) => {
    expect(validateInstructionEdit(values(item, change), item, ctx)).toEqual(expected);
  });

  it('does not ask for a reference to an own account', () => {
    expect(validateInstructionEdit(values(order, { reference: '' }), order, { ...ctx, referenceRequired: false })).toEqual({});
  });
});

describe('instructionChanges', () => {
  it('sends the whole schedule of a standing order, with its frequency and end', () => {
    expect(instructionChanges(values(order, { amount: '900', frequency: '70', until: 'date', untilDate: '01/12/27', reference: ' NEW REF ' }), order, today)).toEqual({
      amount: { amount: 900, currency: 'GBP' }, nextExecutionDate: '2026-12-01', remarks: 'NEW REF', frequency: '70', endDate: '2027-12-01',
    });
  });

  it('sends no end date for further notice', () => {
    expect(instructionChanges(values({ ...order, endDate: '2027-01-01' }, { until: 'furtherNotice' }), order, today).endDate).toBeNull();
  });

  it('moves a weekend date to the next working day, and sends a future payment without frequency', () => {
    expect(instructionChanges(values(future, { date: '28/11/26' }), future, today)).toEqual({ amount: { amount: 850, currency: 'GBP' }, nextExecutionDate: '2026-11-30', remarks: 'LIVERY' });
  });
});
