/**
 * GET v1/fileUploads answers (DIGX-CONTRACT.md; docs/digx-api.md "bulk …") to the app's types. Read
 * defensively: OBDX sends ids as numbers or text, amounts as numbers or text, and leaves fields out.
 * A file's recordsRejected and details come only from a bank's extension layer (BankProfile
 * 'bulkSummary'): without them the file's own status decides its word, and recordsRejected is null
 * (unknown), never a 0 the bank did not say.
 */
import { bulkOverallStatus } from './rules/fileStatus';
import type { BulkFile, BulkRecord, FileIdentifierMapping } from './types';

interface IdWire { value?: string | number; displayValue?: string }
interface MoneyWire { amount?: number | string; currency?: string }

export interface MappingWire {
  fileIdentifierRegistrationDTO?: { fileIdentifier?: string; description?: string; fileTemplateDTO?: { transaction?: string } };
  partyId?: IdWire;
  customerId?: string;
}

export interface FileWire {
  fileUpload?: {
    key?: { id?: string | number };
    fileName?: string;
    fileStatus?: string;
    creationDate?: string;
    debitAccountId?: IdWire;
    totalAmount?: MoneyWire;
    noOfRecords?: number | string;
    valueDate?: string;
  };
  recordsRejected?: number | string;
  details?: { statusCode?: string; count?: number | string }[];
}

export interface RecordWire {
  recRefId?: string | number;
  status?: string;
  currencyAmount?: MoneyWire;
  /** Plain text in OBDX's answer (OBDX_UI record-list-financial.js); an id object is read too. */
  debitAccountId?: string | IdWire;
  creditAccountId?: string | IdWire;
  creditAccountSortCode?: string;
  beneficiaryName?: string;
  paymentType?: string;
  reference?: string;
  valueDate?: string;
  errorMessage?: string | null;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const count = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};
const amountOf = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};
/** An account as text: OBDX's plain string, or an id object's displayValue; '' when neither is there. */
const accountText = (value: string | IdWire | undefined) => (typeof value === 'object' && value !== null ? text(value.displayValue) : text(value));
const day = (value: unknown) => /^(\d{4}-\d{2}-\d{2})/.exec(text(value))?.[1] ?? '';

export function mapMapping(wire: MappingWire): FileIdentifierMapping {
  return {
    fileIdentifier: text(wire.fileIdentifierRegistrationDTO?.fileIdentifier),
    description: text(wire.fileIdentifierRegistrationDTO?.description),
    transaction: text(wire.fileIdentifierRegistrationDTO?.fileTemplateDTO?.transaction),
    partyId: text(wire.partyId?.value),
    customerId: text(wire.customerId),
  };
}

export function mapBulkFile(wire: FileWire): BulkFile {
  const upload = wire.fileUpload ?? {};
  const details = (Array.isArray(wire.details) ? wire.details : []).map((d) => ({ statusCode: text(d.statusCode), count: count(d.count) }));
  const status = text(upload.fileStatus);
  const recordsRejected = wire.recordsRejected === undefined || wire.recordsRejected === null || wire.recordsRejected === '' ? null : count(wire.recordsRejected);
  return {
    id: text(upload.key?.id),
    fileName: text(upload.fileName),
    status,
    overall: bulkOverallStatus({ status, recordsRejected, details }),
    date: text(upload.creationDate),
    valueDate: day(upload.valueDate),
    fromId: text(upload.debitAccountId?.value),
    fromDisplay: text(upload.debitAccountId?.displayValue),
    transactionCount: count(upload.noOfRecords),
    amount: { amount: amountOf(upload.totalAmount?.amount), currency: text(upload.totalAmount?.currency) || 'GBP' },
    recordsRejected,
    details,
  };
}

export function mapBulkRecord(wire: RecordWire): BulkRecord {
  const sortCode = text(wire.creditAccountSortCode).replace(/\D/g, '');
  const account = accountText(wire.creditAccountId);
  return {
    id: text(wire.recRefId),
    name: text(wire.beneficiaryName),
    reference: text(wire.reference),
    status: text(wire.status),
    amount: amountOf(wire.currencyAmount?.amount),
    currency: text(wire.currencyAmount?.currency) || 'GBP',
    accountDetails: [sortCode.length === 6 ? sortCode.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3') : sortCode, account].filter(Boolean).join(' '),
    date: day(wire.valueDate),
    paymentType: text(wire.paymentType),
    errorMessage: wire.errorMessage ? String(wire.errorMessage) : null,
  };
}
