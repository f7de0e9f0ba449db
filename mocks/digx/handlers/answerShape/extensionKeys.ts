import type { ExtensionField } from '../../bank/profile';
import { dropKey, type KeyPath } from './keyPaths';

/**
 * Where each extension field of the bank profile (BankProfile.ts EXTENSION_FIELDS) sits in each answer: the keys
 * the demo bank's cz/ layer adds beside OBDX's. A bank whose profile does not list a field answers without its
 * keys (the stock mode lists none). Calls are named as the router names them, `cz/` dropped: the cz/v1 twin of a
 * v1 call carries the same keys.
 */
type ExtensionKeys = Partial<Record<ExtensionField, readonly KeyPath[]>>;

const under = (at: KeyPath, keys: readonly string[]) => keys.map((key) => (at ? `${at}.${key}` : key));

const account = (at: KeyPath): ExtensionKeys => ({
  accountFacts: under(at, ['accountNumber', 'nickname', 'sequenceNumber', 'accountModule']),
  accountCapabilities: under(at, ['hasPayInBooks', 'canMakeBulkPayment', 'hasChequeStatus', 'hasStatements']),
  unmaskedPartyIds: under(at, ['customerId']),
});

const approval = (at: KeyPath): ExtensionKeys => ({
  approvalDetails: under(at, ['remarks', 'hostReference', 'audit', 'activityDetails']),
});

const history: ExtensionKeys = {
  transactionCode: ['items[].transactionCode'],
  runningBalance: ['items[].runningBalance', 'summary'],
};

const bulkFile = (at: KeyPath): ExtensionKeys => ({ bulkSummary: under(at, ['recordsRejected', 'details']) });

const mail = (at: KeyPath): ExtensionKeys => ({ mailThreads: under(at, ['threadId', 'sender']) });

export const EXTENSION_KEYS: Readonly<Record<string, ExtensionKeys>> = {
  'get v1/me': { preferredName: ['preferredName'] },

  'get v1/accounts': account('accounts[]'),
  'get v1/accounts/demandDeposit': account('accounts[]'),
  'get v1/accounts/loan': account('accounts[]'),
  'get v1/accounts/deposit': account('accounts[]'),
  'get v1/accounts/demandDeposit/:id': account('demandDepositAccountDTO'),
  'get v1/accounts/loan/:id': account('loanAccountDetails'),
  'get v1/accounts/deposit/:id': account('termDepositDetails'),

  'get v1/accounts/demandDeposit/:id/transactions': history,
  'get v1/accounts/loan/:id/transactions': history,
  'get v1/accounts/deposit/:id/transactions': history,
  'get v1/accounts/demandDeposit/:id/issuedCheques': { chequePaidDate: ['issuedChequeDetails[].paidDate'] },

  'get v1/fileUploads/userFileIdentifiersMappings': {
    fileIdentifierParties: ['userTemplateRelationships[].partyId', 'userTemplateRelationships[].customerId'],
  },
  'get v1/fileUploads/files': bulkFile('fileDetails[]'),

  'get v1/transactions': approval('transactionDTOs[]'),
  'get v1/transactions/:id': approval('transactionDTO'),
  'post v1/transactions/:id/approve': approval('transactionDTO'),
  'post v1/transactions/:id/reject': approval('transactionDTO'),

  'get v1/mailbox/mails': mail('mails[]'),
  'get v1/mailbox/mails/:id': mail('mail'),
  'get v1/mailbox/alerts': mail('alertDTOs[]'),
};

/** Drops, in place, the keys of every extension field of this call that the bank's profile does not list. */
export function dropExtensions(call: string, json: unknown, extensions: readonly ExtensionField[]): void {
  const keys = EXTENSION_KEYS[call];
  if (!keys) return;
  for (const [field, paths] of Object.entries(keys) as [ExtensionField, readonly KeyPath[]][]) {
    if (!extensions.includes(field)) for (const path of paths) dropKey(json, path);
  }
}
