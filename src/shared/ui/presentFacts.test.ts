import { presentFacts } from './presentFacts';

describe('presentFacts', () => {
  it.each<[string, readonly (readonly [string, string | number | null | undefined])[], [string, string | number][]]>([
    ['keeps facts with a value, zero included', [['Amount', 0], ['Payee', 'Farrier']], [['Amount', 0], ['Payee', 'Farrier']]],
    ['leaves out what the bank did not send', [['Remarks', undefined], ['Reference', null], ['Bank reference', ''], ['Type', 'Payment']], [['Type', 'Payment']]],
    ['keeps the order', [['B', 'b'], ['A', 'a']], [['B', 'b'], ['A', 'a']]],
  ])('%s', (_name, facts, shown) => {
    expect(presentFacts(facts)).toEqual(shown);
  });
});
