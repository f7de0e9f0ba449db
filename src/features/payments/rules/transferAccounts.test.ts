import { withFromAccount } from './transferAccounts';

describe('choosing the from account (SPEC.md section 4)', () => {
  it.each([
    [{ from: '', to: 'A1' }, 'A1', ''],
    [{ from: 'A2', to: 'A1' }, 'A1', ''],
    [{ from: '', to: 'account:A1' }, 'A1', ''],
    [{ from: '', to: 'A1' }, 'A2', 'A1'],
    [{ from: '', to: 'account:A1' }, 'A2', 'account:A1'],
    [{ from: '', to: 'payee:A1' }, 'A1', 'payee:A1'],
    [{ from: '', to: 'new' }, 'A1', 'new'],
    [{ from: 'A1', to: '' }, '', ''],
  ])('%j, choosing %p, leaves to %p', (values, from, to) => {
    expect(withFromAccount(values, from)).toEqual({ from, to });
  });

  it('keeps the other form values', () => {
    expect(withFromAccount({ from: '', to: 'A1', amount: '10' }, 'A1')).toEqual({ from: 'A1', to: '', amount: '10' });
  });
});
