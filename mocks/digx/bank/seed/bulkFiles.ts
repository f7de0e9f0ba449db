/**
 * CORP1's bulk payment files in several statuses, with their records. Plans are made before the history so
 * that processed files also appear as one BLK debit on their account (single debit, multiple credits).
 */
import type { BulkFileRecord, BulkFileStatus, BulkRecordRecord, BulkRecordStatus } from '../types';
import { ACC } from './accountSpecs';
import { auditStamp, hoursBefore, londonDay, monthName, nextWorkingDay, obdxDate, ymdOf, type Day } from './dates';
import { accountIdOf, activityIdOf, externalAccountIdOf, partyIdOf } from './ids';
import { money } from './money';
import { FILE_IDENTIFIERS } from './fileIdentifiers';
import { PARTY } from './parties';
import type { TxnEvent } from './patterns';
import { createRng } from './prng';

interface Row { name: string; sortCode: string; accountNumber: string; type: string; reference: string; pennies: number; status: BulkRecordStatus; error: [string, string] | null }

export interface BulkPlan {
  key: string;
  fileId: string;
  account: string;
  party: string;
  fileName: string;
  status: BulkFileStatus;
  uploadedAt: Date;
  day: Day;
  rows: Row[];
  errorLog: string | null;
  activityKey: string | null;
}

const PAYEES: Readonly<Record<string, readonly string[]>> = {
  [PARTY.stables]: ['J Carver', 'T Whitlock', 'S Okafor', 'R Mullins', 'Rowley Mile Farriers', 'Heath Feed Merchants Ltd', 'A Kowalski', 'B Hennessy', 'Fordham Road Garage', 'K Patel', 'M Doyle'],
  [PARTY.holdings]: ['Victoria Harcourt', 'Charles Harcourt', 'Harcourt Family Trust', 'E Lane', 'Hambleton Pension Scheme'],
  [PARTY.bloodstock]: ['Kingsclere Stud', 'Equine Transport Services', 'D Fitzgerald', 'L Moreau', 'Bluebell Livery', 'Newmarket Equine Vets LLP'],
};
const SORT_CODES = ['200000', '400530', '309634', '560036', '608371', '090128'];
const REJECTIONS: readonly [string, string][] = [['AC01', 'Account number is incorrect'], ['AC04', 'Account closed']];

/** [key, account, name stem, status, hours ago, rows, rejected rows, amount range, approval key] */
const PLANS: readonly [string, string, (day: Day) => string, BulkFileStatus, number, number, number, [number, number], string | null][] = [
  ['F1', ACC.stablesRacing, (d) => `Suppliers${monthName(d)}${ymdOf(d).y}`, 'PROCESSED', 24 * 62 + 5, 10, 0, [120, 4800], 'A9'],
  ['F2', ACC.stablesRacing, (d) => `Jockeys${monthName(d)}${ymdOf(d).y}`, 'PROCESSED', 24 * 33 + 4, 9, 2, [80, 2600], null],
  ['F3', ACC.bloodstockRacing, (d) => `SalesCommission${ymdOf(d).y}`, 'ERROR', 24 * 12 + 2, 6, 0, [500, 9000], null],
  ['F4', ACC.holdingsCurrent, (d) => `Dividends${monthName(d)}${ymdOf(d).y}`, 'PENDING_APPROVAL', 26, 5, 0, [5000, 40000], 'A4'],
  ['F5', ACC.stablesRacing, (d) => `Suppliers${monthName(d)}${ymdOf(d).y}`, 'PROCESSING_IN_PROGRESS', 2, 8, 0, [150, 3900], null],
  ['F6', ACC.stablesCurrent, (d) => `Farriers${monthName(d)}`, 'APPROVED', 5, 4, 0, [90, 650], null],
  ['F7', ACC.bloodstockRacing, (d) => `BoardingFees${monthName(d)}${ymdOf(d).y}`, 'PROCESSED', 24 * 150 + 3, 6, 0, [1200, 8000], null],
  ['F8', ACC.bloodstockRacing, (d) => `Transport${monthName(d)}${ymdOf(d).y}`, 'REJECTED', 24 * 20 + 6, 3, 0, [400, 2500], 'A11'],
];

const PARTY_OF: Readonly<Record<string, string>> = {
  [ACC.stablesRacing]: PARTY.stables, [ACC.stablesCurrent]: PARTY.stables, [ACC.holdingsCurrent]: PARTY.holdings, [ACC.bloodstockRacing]: PARTY.bloodstock,
};

function recordStatus(status: BulkFileStatus, index: number, rejected: number, count: number): BulkRecordStatus {
  if (index >= count - rejected) return 'REJECTED';
  switch (status) {
    case 'PROCESSED': return 'PROCESSED';
    case 'PROCESSING_IN_PROGRESS': return index < 3 ? 'PROCESSED' : 'PROCESSING_IN_PROGRESS';
    case 'PENDING_APPROVAL': return 'VERIFIED';
    case 'APPROVED': return 'APPROVED';
    case 'REJECTED': return 'REJECTED';
    default: return 'UPLOADED';
  }
}

export function planBulkFiles(now: Date): BulkPlan[] {
  return PLANS.map(([key, account, stem, status, hoursAgo, count, rejected, [min, max], activityKey], i) => {
    const rng = createRng(`bulk:${key}`);
    const uploadedAt = hoursBefore(now, hoursAgo);
    const day = londonDay(uploadedAt);
    const party = PARTY_OF[account];
    const rows = Array.from({ length: count }, (_, r): Row => {
      const rowStatus = recordStatus(status, r, rejected, count);
      return {
        name: PAYEES[party][(r + i) % PAYEES[party].length],
        sortCode: rng.pick(SORT_CODES),
        accountNumber: String(rng.int(10000000, 99999999)),
        type: rng.chance(0.7) ? 'FP' : 'BACS',
        reference: `${stem(day).slice(0, 8).toUpperCase()} ${r + 1}`,
        pennies: rng.pennies(min, max),
        status: rowStatus,
        error: rowStatus === 'REJECTED' && status !== 'REJECTED' ? REJECTIONS[r % REJECTIONS.length] : null,
      };
    });
    if (status === 'ERROR') { // two bad rows: what the bank's own validation found
      rows[2] = { ...rows[2], sortCode: '60931' };
      rows[4] = { ...rows[4], type: 'CHQ' };
    }
    const fileName = `${stem(day)}.csv`;
    const fileId = String(880000001000 + i + 1);
    const errorLog = status === 'ERROR'
      ? `<?xml version="1.0" encoding="UTF-8"?>\n<errorLog fileRefId="${fileId}" fileName="${fileName}">\n  <error row="3" code="FU_BAD_SORT_CODE">Bad sort code on row 3.</error>\n  <error row="5" code="FU_BAD_PAYMENT_TYPE">Bad payment type on row 5.</error>\n</errorLog>\n`
      : null;
    return { key, fileId, account, party, fileName, status, uploadedAt, day, rows, errorLog, activityKey };
  });
}

const processed = (plan: BulkPlan) => plan.rows.filter((r) => r.status === 'PROCESSED');

/** One debit per fully processed file, on the day it was uploaded. */
export function bulkDebitEvents(plans: readonly BulkPlan[]): TxnEvent[] {
  return plans.filter((p) => p.status === 'PROCESSED').map((p) => ({
    account: p.account, day: p.day, code: 'BLK', dir: 'D', pennies: processed(p).reduce((sum, r) => sum + r.pennies, 0),
    description: `BULK PAYMENT ${p.fileName.toUpperCase()}`, reference: p.fileId, trn: null, counterparty: null, chequeNumber: null,
  }));
}

export function createBulkFiles(plans: readonly BulkPlan[]): { files: BulkFileRecord[]; records: Record<string, BulkRecordRecord[]> } {
  const records: Record<string, BulkRecordRecord[]> = {};
  const files = plans.map((plan): BulkFileRecord => {
    const debitAccountId = accountIdOf(plan.account);
    const valueDate = obdxDate(nextWorkingDay(plan.day));
    records[plan.fileId] = plan.status === 'ERROR' ? [] : plan.rows.map((row, r) => ({
      recRefId: `${plan.fileId}R${String(r + 1).padStart(3, '0')}`,
      fileRefId: plan.fileId,
      status: row.status,
      currencyAmount: money('GBP', row.pennies),
      debitAccountId,
      creditAccountId: externalAccountIdOf(row.sortCode, row.accountNumber),
      creditAccountSortCode: row.sortCode,
      beneficiaryName: row.name,
      paymentType: row.type === 'BACS' ? 'BACS' : 'FP',
      reference: row.reference,
      valueDate,
      errorCode: row.error?.[0] ?? null,
      errorMessage: row.error?.[1] ?? null,
    }));
    const counts = new Map<BulkRecordStatus, number>();
    for (const rec of records[plan.fileId]) if (rec.status !== 'REJECTED') counts.set(rec.status, (counts.get(rec.status) ?? 0) + 1);
    return {
      fileUpload: {
        key: { id: plan.fileId },
        fileIdentifier: FILE_IDENTIFIERS[plan.party],
        fileName: plan.fileName,
        fileStatus: plan.status,
        creationDate: auditStamp(plan.uploadedAt),
        transaction: 'DTF',
        debitAccountId,
        totalAmount: money('GBP', plan.rows.reduce((sum, r) => sum + r.pennies, 0)),
        noOfRecords: plan.rows.length,
        valueDate,
        partyId: partyIdOf(plan.party),
      },
      recordsRejected: records[plan.fileId].filter((r) => r.status === 'REJECTED').length,
      details: [...counts].map(([statusCode, count]) => ({ statusCode, count })),
      internal: {
        ownerUserId: 'CORP1',
        partyId: partyIdOf(plan.party).value,
        uploadedOn: obdxDate(plan.day),
        fileContent: plan.rows.map((r) => [r.name, r.sortCode, r.accountNumber, r.type, r.reference, (r.pennies / 100).toFixed(2)].join(',')).join('\n') + '\n',
        errorLog: plan.errorLog,
        activityId: plan.activityKey ? activityIdOf(plan.activityKey) : null,
      },
    };
  });
  return { files, records };
}
