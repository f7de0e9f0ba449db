/** The mapper read on a real OBDX instruction list (obdx-samples/payments-instructions.json, copied here). */
import sample from './obdx-instructions.json';
import { mapInstruction, type InstructionWire } from './mapInstruction';

const list = (sample as { instructionsList: InstructionWire[] }).instructionsList;

describe('mapInstruction on the OBDX sample', () => {
  const mapped = list.map((wire) => mapInstruction(wire, 'FD'));

  it('keeps every item, each with an id, an amount and its accounts', () => {
    expect(mapped).toHaveLength(list.length);
    mapped.forEach((item, i) => {
      expect(item.id).toBe(list[i].externalReferenceNumber);
      expect(item.amount.amount).toBe(Number(list[i].amount?.amount));
      expect(item.fromAccountId).toBe(list[i].debitAccountId?.value);
      expect(item.toAccountNumber).toBe(list[i].creditAccountId?.displayValue);
    });
  });

  it('reads ACTIVE as active, a one-off as no repeat, and the dates as days', () => {
    expect(mapped[0]).toMatchObject({ statusCode: 'A', type: 'NONREC', frequency: '', repeat: { days: 0, months: 0, years: 0 }, nextPaymentDate: '2014-01-30', recipientName: 'John', reference: 'test' });
  });

  it.each([
    ['CANCELLED', 'C'],
    ['C', 'C'],
    ['A', 'A'],
    [undefined, 'A'],
  ])('status %s is %s', (statusType, expected) => {
    expect(mapInstruction({ ...list[0], statusType }, 'SI').statusCode).toBe(expected);
  });

  it('names a regular repeat and keeps its counts', () => {
    expect(mapInstruction({ ...list[0], type: 'REC', freqMonths: 3 }, 'SI')).toMatchObject({ frequency: 'Quarterly', repeat: { days: 0, months: 3, years: 0 } });
  });
});
