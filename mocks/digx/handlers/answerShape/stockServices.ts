import { hexToken } from '../../bank/seed';
import { currentParty, limitPackageOf, packageWire } from '../limits';
import type { DigxContext } from '../route';
import { itemsOf, withoutNulls, type Json } from './keyPaths';
import { OBDX_AUDIT, statusWithContext, withoutStatus, type Dress } from './stockCommon';

/**
 * Limits, mailbox, bulk file identifiers and payment instructions as a stock OBDX 18.x sends them (obdx-samples
 * me-assignedLimitPackage, financialLimitUtilization, mailbox-mailers, mailbox-alerts,
 * fileUploads-userFileIdentifiersMappings, payments-instructions): OBDX's envelope and bookkeeping keys, without
 * what only the demo bank sends.
 */

/** A limit package names its linkages only: the demo bank's key, description and currency are its own. */
const stockPackage = ({ key: _key, description: _description, currency: _currency, ...rest }: Json): Json => rest;

/** The package the utilisation was asked for, beside it as the sample has it (the party's for entityType=PARTY). */
function packageBeside(ctx: DigxContext) {
  const { state } = ctx.bank;
  const party = ctx.url.searchParams.get('entityType') === 'PARTY' ? currentParty(ctx) : undefined;
  const pkg = party ? limitPackageOf(state, 'PARTY', party.partyNumber) : limitPackageOf(state, 'USER', ctx.user.userId);
  return pkg ? { limitPackageDTO: { targetLimitLinkages: packageWire(pkg, ctx.bank.profile).targetLimitLinkages } } : {};
}

const assignedPackage: Dress = (json, ctx) => ({
  ...json,
  status: statusWithContext(ctx),
  limitPackageDTOList: itemsOf(json.limitPackageDTOList).map(stockPackage),
});

/** The static enumerations OBDX sends with the mappings (the sample's: server data, not the user's). */
const enumOf = (pairs: readonly (readonly [string, string])[], first = 0) =>
  pairs.map(([code, description], index) => ({ code, description, ordinal: first + index }));
const FILE_ENUMS = [
  {
    data: enumOf([
      ['DDP', 'Demand Draft Payee'], ['DP', 'Domestic Payee'], ['DTF', 'Domestic Funds Transfer'], ['ILP', 'International Payee'],
      ['IP', 'Internal Payee'], ['ITG', 'Internal Funds Transfer'], ['ITR', 'International Funds Transfer'], ['MIX', 'Mixed Payments'],
      ['MPY', 'Mixed Payee'],
    ], 1).map((item) => ({ ...item, value: item.code })),
  },
  { type: 'ApprovalType', data: enumOf([['R', 'Record'], ['F', 'File']]) },
  { type: 'FormatType', data: enumOf([['CSV', 'CSV'], ['XML', 'XML'], ['XLS', 'XLS'], ['XLSX', 'XLSX']]) },
  { type: 'AccountingType', data: enumOf([['SDSC', 'Single Debit Single Credit'], ['SDMC', 'Single Debit Multiple Credit'], ['MDMC', 'Multiple Debit Multiple Credit']]) },
];

const mappings: Dress = (json, ctx) => ({
  // The sample's fileUpload.key.id: an upload id OBDX reserves for the user's next file.
  fileUpload: { key: { id: Number.parseInt(hexToken(`fileUpload:${ctx.user.userId}`, 10), 16) } },
  ...withoutStatus(json),
  enumRepresentations: FILE_ENUMS,
});

/** An alert as the sample has it: no party, subject id or received date (the creation date is its date). */
function stockAlert({ party: _party, subjectId: _subjectId, receivedDate: _receivedDate, ...alert }: Json): Json {
  return {
    ...OBDX_AUDIT,
    ...alert,
    contentDTO: [],
    messageUserMappings: itemsOf(alert.messageUserMappings).map((mapping) => ({ ...OBDX_AUDIT, ...mapping })),
  };
}

/** An instruction as OBDX lists it: named by its externalReferenceNumber (no instructionId), no end date when it has none. */
function stockInstruction({ instructionId: _id, lastPaymentDate: _last, dealId: _deal, ...instruction }: Json): Json {
  return withoutNulls(instruction);
}

/**
 * The bank's cz/ layer in front of OBDX's own create calls answers what OBDX answers: a prepared instruction
 * names its id instructionId where a payment names paymentId (OBDX_UI payments-money-transfer.js), a new payee
 * group comes back as payeeGroup.groupId and a new UK payee as domesticPayee.id (bank-account-payee.js).
 */
const instructionCreated: Dress = ({ paymentId, ...rest }) => ({ ...rest, instructionId: paymentId });
const payeeGroupCreated: Dress = ({ groupId, ...rest }) => ({ ...rest, payeeGroup: { groupId } });
const payeeCreated: Dress = ({ payeeId, ...rest }) => ({ ...rest, domesticPayee: { id: payeeId } });

export const STOCK_SERVICES: Readonly<Record<string, Dress>> = {
  'get v1/me/assignedLimitPackage': assignedPackage,
  'get v1/me/party/assignedLimitPackage': assignedPackage,
  'get v1/financialLimitUtilization': (json, ctx) => ({ ...withoutStatus(json), ...packageBeside(ctx) }),
  'get v1/mailbox/mailers': (json) => ({ ...withoutStatus(json), mailerUserMapDTOs: itemsOf(json.mailerUserMapDTOs).map((m) => ({ ...OBDX_AUDIT, ...m })) }),
  'get v1/mailbox/mailers/:id': (json) => ({ ...json, mailerUserMapDTO: { ...OBDX_AUDIT, ...(json.mailerUserMapDTO as Json) } }),
  'get v1/mailbox/alerts': (json) => ({ ...json, alertDTOs: itemsOf(json.alertDTOs).map(stockAlert) }),
  'get v1/fileUploads/userFileIdentifiersMappings': mappings,
  'get v1/payments/instructions': (json) => ({ ...withoutStatus(json), instructionsList: itemsOf(json.instructionsList).map(stockInstruction) }),
  'post cz/v1/payments/instructions/transfers/self': instructionCreated,
  'post cz/v1/payments/instructions/payouts/external': instructionCreated,
  'post cz/v1/payments/payeeGroup': payeeGroupCreated,
  'post cz/v1/payments/payeeGroup/:groupId/payees/external': payeeCreated,
};
