import { mapStatement } from './mapStatement';

describe('mapStatement (the fake bank shape, docs/digx-api.md)', () => {
  it("maps an item to SPEC.md's Statement", () => {
    expect(
      mapStatement(
        {
          id: 'ST0123456789ABCD',
          documentId: '186E7F8E134584C7AD6C4B94',
          title: 'Statement March 2026',
          date: '2026-03-31T00:00:00',
          statementType: 'CASA-Statement',
          accountId: { displayValue: 'xxxxxxxxxxxx4561', value: 'TOKEN' },
        },
        'FALLBACK',
      ),
    ).toEqual({
      id: 'ST0123456789ABCD',
      documentId: '186E7F8E134584C7AD6C4B94',
      title: 'Statement March 2026',
      date: '2026-03-31',
      year: 2026,
      accountId: 'TOKEN',
      type: 'CASA-Statement',
      typeTitle: 'Account statement',
      timeStamp: Date.UTC(2026, 2, 31),
    });
  });

  it('reads a plain date, a documentId object, and falls back for a missing id, title and account', () => {
    expect(mapStatement({ documentId: { value: 'DOC' }, date: '2025-12-31', statementType: 'LOAN-PRENOTICE' }, 'ACC')).toMatchObject({
      id: 'DOC',
      documentId: 'DOC',
      title: 'Repayment notice',
      date: '2025-12-31',
      year: 2025,
      accountId: 'ACC',
      typeTitle: 'Repayment notice',
    });
  });

  it('keeps an unknown type as it came', () => {
    expect(mapStatement({ documentId: 'D', date: '2025-01-01', statementType: 'ADHOC', title: 'Ad hoc' }, 'ACC')).toMatchObject({ type: 'ADHOC', typeTitle: 'ADHOC' });
  });

  it.each([
    [{ date: '2025-01-01' }],
    [{ documentId: 'D' }],
    [{ documentId: 'D', date: 'March 2025' }],
  ])('drops an item that cannot be shown or fetched: %p', (wire) => {
    expect(mapStatement(wire, 'ACC')).toBeUndefined();
  });
});
