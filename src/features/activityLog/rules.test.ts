import {
  activityKindWord,
  activityReference,
  activityStatusWord,
  auditStatusWord,
  countRange,
  countTotal,
  pendingCount,
  receiptAvailable,
  statusFilterOf,
  toText,
  typeNameOf,
  windowOf,
  windowRange,
} from './rules';

const TYPES = [
  ['Make a Payment', true],
  ['Internal Transfer', true],
  ['Bulk Domestic Transfer', true],
  ['External Standing Order/Future Payment', true],
  ['Internal Standing Order/Future Payment', true],
  ['Third Party Payment - Adhoc', true],
  ['Create Payee', false],
  ['International Payment', false],
  ['', false],
] as const;
const WORDS = [
  ['Accepted', true],
  ['File Processed', true],
  ['Pending', false],
  ['Rejected', false],
  ['Time Out Error', false],
  ['Unknown', false],
] as const;

describe('receipt eligibility (SPEC.md section 4 "Activity-log receipts"): every type × status', () => {
  it.each(TYPES.flatMap(([type, typeOk]) => WORDS.map(([word, wordOk]) => [type, word, typeOk && wordOk] as const)))('%p %p → %p', (type, word, offered) => {
    expect(receiptAvailable(type, word)).toBe(offered);
  });
});

describe('receipt eligibility by task code', () => {
  it.each([
    ['PC_F_DOM', true],
    ['PC_F_SELF', true],
    ['FU_F_BLK', true],
    ['PC_F_DFTI', true],
    ['PC_F_SELFI', true],
    ['PC_F_ADHOC', true],
    ['PC_M_CDP', false],
  ])('%p under a name the app does not know (renamed, or hostile) → %p', (taskCode, offered) => {
    // The type's name is the bank's label: a receipt follows the task code whenever the bank sends one.
    expect(receiptAvailable(`Payment <img src=x onerror=alert(1)>`, 'Accepted', taskCode)).toBe(offered);
    expect(receiptAvailable('Pagamento', 'Pending', taskCode)).toBe(false);
    // A known code wins over a name that says otherwise.
    expect(receiptAvailable('Make a Payment', 'Accepted', taskCode)).toBe(offered);
  });
});

describe('the status word of an item', () => {
  const bulk = { type: 'Bulk Domestic Transfer', taskCode: 'FU_F_BLK' };
  const payment = { type: 'Make a Payment', taskCode: 'PC_F_DOM' };
  it.each([
    [payment, 'INITIATED', 'approval', 'P', 'Pending'],
    [payment, 'PENDING_APPROVAL', 'approval', 'P', 'Pending'],
    [payment, 'APPROVED', 'completed', 'S', 'Accepted'],
    [payment, 'REJECTED', 'completed', 'F', 'Rejected'],
    [payment, 'SENT_TO_HOST', 'processing', 'P', 'Time Out Error'],
    [bulk, 'APPROVED', 'completed', 'S', 'File Processed'],
    [bulk, 'APPROVED', 'processing', 'P', 'Accepted'],
    [bulk, 'APPROVED', 'completed', 'F', 'Accepted'],
    [bulk, 'APPROVED', undefined, undefined, 'Accepted'],
    [bulk, 'PENDING_APPROVAL', 'approval', 'P', 'Pending'],
    [bulk, 'REJECTED', 'completed', 'F', 'Rejected'],
    [{ type: 'Bulk Domestic Transfer', taskCode: '' }, 'approved', 'COMPLETED', 's', 'File Processed'],
    [{ type: 'FU_F_BLK', taskCode: 'FU_F_BLK' }, 'APPROVED', 'completed', 'S', 'File Processed'],
    [payment, '', undefined, undefined, 'Unknown'],
    // A stock OBDX's other statuses.
    [payment, 'COMPLETED', 'completed', 'S', 'Accepted'],
    [bulk, 'COMPLETED', 'completed', 'S', 'File Processed'],
    [payment, 'EXPIRED', 'approval', 'F', 'Expired'],
    [payment, 'MODIFICATION_REQUESTED', 'approval', 'P', 'Returned for changes'],
  ])('%o %s %s/%s reads %p', (kind, status, processingStep, processingStatus, word) => {
    expect(activityStatusWord({ ...kind, status, processingStep, processingStatus })).toBe(word);
  });

  it.each([
    ['INITIATED', 'Initiated'],
    ['APPROVED', 'Accepted'],
    ['REJECTED', 'Rejected'],
    ['SENT_TO_HOST', 'Time Out Error'],
    ['PENDING_APPROVAL', 'Pending'],
    ['COMPLETED', 'Accepted'],
  ])('an audit entry %s reads %s', (status, word) => expect(auditStatusWord(status)).toBe(word));
});

describe('the status filter of ?status=', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['all', ''],
    ['Accepted', 'APPROVED'],
    ['APPROVED', 'APPROVED'],
    ['pending', 'PENDING'],
    ['PENDING_APPROVAL', 'PENDING'],
    ['INITIATED', 'PENDING'],
    ['Rejected', 'REJECTED'],
    ['Time Out Error', 'SENT_TO_HOST'],
    ['time-out-error', 'SENT_TO_HOST'],
    ['SENT_TO_HOST', 'SENT_TO_HOST'],
    ['File Processed', ''],
    ['<script>', ''],
  ])('%p filters %p', (query, value) => expect(statusFilterOf(query)).toBe(value));
});

describe('windows (SPEC.md section 9: counts over 6 months, the list 1 month by default, at most a year)', () => {
  it('counts over the last 6 months', () => expect(countRange('2026-11-26')).toEqual({ fromDate: '2026-05-26', toDate: '2026-11-26' }));

  it.each([
    ['1m', '2026-10-26'],
    ['3m', '2026-08-26'],
    ['6m', '2026-05-26'],
    ['1y', '2025-11-26'],
    ['5y', '2026-10-26'],
    [undefined, '2026-10-26'],
  ])('lists window %p from %s to today', (window, fromDate) => {
    expect(windowRange(window ?? '', '2026-11-26')).toEqual({ fromDate, toDate: '2026-11-26' });
  });

  it('reads an unknown ?period= as the default month', () => expect(windowOf('10y').value).toBe('1m'));
});

describe('names, counts and rows', () => {
  it.each([
    ['PC_F_DOM', undefined, 'Make a Payment'],
    ['PC_F_DOM', '  ', 'Make a Payment'],
    ['PC_F_DOM', 'Domestic Payment', 'Domestic Payment'],
    ['PC_M_CDP', undefined, 'Create Payee'],
    ['XX_NEW', undefined, 'XX_NEW'],
    ['', undefined, 'Unknown'],
  ])('%s (%p) is called %p', (code, given, name) => expect(typeNameOf(code, given)).toBe(name));

  it.each([
    ['PAYMENTS', 'Payment'],
    ['BULK_FILE', 'Bulk file'],
    ['PAYEE_BILLER', 'Payee'],
    ['PAYEE', 'Payee'],
    ['OTHER', 'OTHER'],
  ])('%s is a %s', (discriminator, word) => expect(activityKindWord(discriminator)).toBe(word));

  it('totals a type and counts initiated items as pending', () => {
    const count = { taskCode: 'PC_F_DOM', name: 'Make a Payment', initiated: 1, pendingApproval: 2, approved: 3, rejected: 4, sentToHost: 5 };
    expect(pendingCount(count)).toBe(3);
    expect(countTotal(count)).toBe(15);
  });

  it.each([
    [{ beneName: 'Dr Rachel Shah', toAccountNo: '****1234' }, 'Dr Rachel Shah'],
    [{ newBeneDetails: { title: 'Hilltop Horse Transport', accountNumber: '', sortCode: '' } }, 'Hilltop Horse Transport'],
    [{ toAccountNo: '****1234' }, '****1234'],
    [{ toAccountId: 'xxxx5678' }, 'xxxx5678'],
    [{}, ''],
  ])('a row of %o goes to %p', (item, to) => expect(toText(item)).toBe(to));
});

describe('the reference an item is known by', () => {
  it.each<[string, { id: string; hostReference?: string }, string]>([
    ['its reference number (transactionId), not the host\'s', { id: '26121E43F80F', hostReference: '001OUFP12345678A' }, '26121E43F80F'],
    ['a stock OBDX item, no host reference', { id: '26121E43F80F' }, '26121E43F80F'],
  ])('%s', (_name, item, reference) => {
    expect(activityReference(item)).toBe(reference);
  });
});
