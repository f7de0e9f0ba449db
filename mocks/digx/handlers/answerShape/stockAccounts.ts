import type { DigxContext } from '../route';
import { isObject, itemsOf, type Json } from './keyPaths';
import { OBDX_AUDIT, statusWithContext, type Dress } from './stockCommon';

/**
 * The account lists as a stock OBDX 18.x sends them (obdx-samples accounts-demandDeposit-list, -loan-list,
 * -deposit-list): each resource's own envelope, refLinks, OBDX's bookkeeping keys, the summary totals by status,
 * and none of the keys the demo bank puts in a list item although OBDX has them only in the account's own call.
 */

type Module = 'demandDeposit' | 'loan' | 'deposit';
const MODULE_OF_TYPE: Readonly<Record<string, Module>> = { CSA: 'demandDeposit', LON: 'loan', TRD: 'deposit' };

/** In the demo bank's list items, not in a stock OBDX's (its detail calls carry most of them). */
const NOT_IN_LIST: Readonly<Record<Module, readonly string[]>> = {
  demandDeposit: ['displayName', 'branchAddressDTO', 'overDraftLimit', 'holdAmount'],
  loan: ['displayName', 'holdingPattern', 'loanScheduleDTO'],
  deposit: ['tenure', 'rollOverType'],
};

/** Each item's refLinks: [rel, method, path after /accounts/{module}/{id}], as the samples list them. */
const LINKS: Readonly<Record<Module, readonly (readonly [string, string, string])[]>> = {
  demandDeposit: [
    ['self', 'GET', ''], ['fetchTransactions', 'GET', '/transactions'], ['fetchEStatementPreferences', 'GET', '/preferences/eStatement'],
    ['listStatements', 'GET', '/statements'], ['updateEStatementPreferences', 'PUT', '/preferences/eStatement'],
    ['requestAdhocStatement', 'POST', '/adhocStatement'], ['requestChequeBook', 'POST', '/cheques/chequeBook'],
    ['chequeManagementSubResourcelist', 'GET', '/cheques/issued'], ['chequeInstruction', 'PUT', '/cheques'],
    ['fetchChequeBookType', 'GET', '/chequeBookType'],
  ],
  loan: [
    ['self', 'GET', ''], ['fetchTransactions', 'GET', '/transactions'], ['fetchOutstandingInformation', 'GET', '/outstanding'],
    ['fetchDisbursement', 'GET', '/disbursements'], ['fetchSchedule', 'GET', '/schedule/summary'], ['fetchScheduleItems', 'GET', '/schedule'],
    ['fetchRepaymentDetail', 'GET', '/repayments'], ['fetchCollateralDetail', 'GET', '/collateral'], ['topup', 'POST', '/topUps'],
    ['fetchTopUps', 'GET', '/topUps'], ['createLoanSettlement', 'POST', '/repayments'],
  ],
  deposit: [
    ['self', 'GET', ''], ['fetchPayInInstructions', 'GET', '/payInInstructions'], ['fetchRedemptionDetails', 'GET', '/redemptions'],
    ['fetchPayOutInstructions', 'GET', '/payOutInstructions'], ['fetchTopUps', 'GET', '/topUps'], ['amend', 'PUT', ''],
    ['fetchTransactions', 'POST', '/topUps'], ['redeem', 'POST', '/redemptions'], ['createPayInInstructions', 'POST', '/payIn'],
    ['createPayOutInstructions', 'POST', '/payOut'], ['fetchPenalities', 'POST', '/penalities'], ['requestAdhocStatement', 'POST', '/adhocStatement'],
  ],
};

/** Each resource's summary totals, named as its sample names them. */
const TOTALS: Readonly<Record<Module, readonly string[]>> = {
  demandDeposit: [
    'totalAvailableBalance', 'totalActiveAvailableBalance', 'totalActiveNegativeBalance', 'totalClosedAvailableBalance',
    'totalDormantAvailableBalance', 'totalISLAvailableBalance', 'totalISLActiveAvailableBalance', 'totalISLActiveNegativeBalance',
    'totalISLClosedAvailableBalance', 'totalISLDormantAvailableBalance', 'totalCurrentBalance', 'totalActiveCurrentBalance',
    'totalActiveNegativeCurrentBalance', 'totalDormantCurrentBalance', 'totalISLCurrentBalance', 'totalISLActiveCurrentBalance',
    'totalISLActiveNegativeCurrentBalance', 'totalISLDormantCurrentBalance',
  ],
  loan: ['OutstandingBalance', 'Borrowings'].flatMap((m) => ['', 'ISL'].flatMap((isl) => ['', 'Active', 'Closed', 'Dormant'].map((s) => `total${isl}${s}${m}`))),
  deposit: ['AvailableBalance', 'MaturityAmount', 'InvestmentAmount'].flatMap((m) => ['', 'ISL'].flatMap((isl) => ['', 'Active', 'Closed', 'Dormant'].map((s) => `total${isl}${s}${m}`))),
};

/** The account key each total sums ('Balance' is the available balance: ActiveNegativeBalance). */
const MEASURES: Readonly<Record<string, string>> = {
  AvailableBalance: 'availableBalance', Balance: 'availableBalance', CurrentBalance: 'currentBalance', MaturityAmount: 'maturityAmount',
  InvestmentAmount: 'principalAmount', OutstandingBalance: 'outstandingAmount', Borrowings: 'approvedAmount',
};
const TOTAL = /^total(ISL)?(Active|Closed|Dormant)?(Negative)?(\w+)$/;

const penniesOf = (money: unknown) => (isObject(money) && typeof money.amount === 'number' ? Math.round(money.amount * 100) : 0);

function totalOf(name: string, accounts: readonly Json[], currency: unknown) {
  const [, islamic, status, negative, measure] = TOTAL.exec(name) ?? [];
  // The seed has no Islamic (ISL) products, so their totals are zero, as a stock OBDX sends them for a bank without any.
  const pennies = islamic
    ? 0
    : accounts
      .filter((a) => !status || a.status === status.toUpperCase())
      .map((a) => penniesOf(a[MEASURES[measure]]))
      .filter((p) => !negative || p < 0)
      .reduce((sum, p) => sum + p, 0);
  return { currency, amount: pennies / 100 };
}

/** One summary item per party and currency (the fake bank cannot convert), OBDX's totals by status, no `currency` key. */
function summaryItems(module: Module, accounts: readonly Json[]) {
  const groups = new Map<string, Json[]>();
  for (const account of accounts) {
    const key = `${isObject(account.partyId) ? account.partyId.value : ''}:${account.currencyCode}`;
    groups.set(key, [...(groups.get(key) ?? []), account]);
  }
  const accountType = Object.keys(MODULE_OF_TYPE).find((type) => MODULE_OF_TYPE[type] === module);
  return [...groups.values()].map((members) => ({
    accountType,
    party: members[0].partyId,
    partyName: members[0].partyName,
    count: members.length,
    ...Object.fromEntries(TOTALS[module].map((name) => [name, totalOf(name, members, members[0].currencyCode)])),
  }));
}

/** OBDX's branch address: its audit keys and the placeholder lists it sends, and no city or post code (the samples have none). */
function branchAddressOf(dto: Json): Json {
  const address = isObject(dto.branchAddress) ? dto.branchAddress : {};
  const { city: _city, postCode: _postCode, ...postalAddress } = isObject(address.postalAddress) ? address.postalAddress : {};
  return {
    ...OBDX_AUDIT, id: dto.id, workTimings: [null], workDays: [null], additionalDetails: [null], branchName: dto.branchName,
    branchAddress: { ...OBDX_AUDIT, postalAddress }, branchPhone: [{}],
  };
}

/** One list item as a stock OBDX lists it; the id token (what the client echoes back) is kept as it is. */
export function stockListItem(item: Json): Json {
  const module = MODULE_OF_TYPE[String(item.type)];
  if (!module) return item;
  const id = isObject(item.id) ? String(item.id.value) : '';
  const out: Json = { refLinks: LINKS[module].map(([rel, method, rest]) => ({ href: `/accounts/${module}/${id}${rest}`, rel, method })), ...item };
  for (const key of NOT_IN_LIST[module]) delete out[key];
  if (isObject(out.branchAddressDTO)) out.branchAddressDTO = branchAddressOf(out.branchAddressDTO);
  const product = isObject(out.productDTO) ? { ...out.productDTO } : {};
  if (module === 'demandDeposit') {
    // The seed's products have no minimum balance.
    product.currencySpecificParameterDTO = { minimumBalanceAmount: { currency: item.currencyCode, amount: 0 } };
    // The bank's own currency's equivalent; the fake bank has no exchange rates, so only its pound accounts have one.
    if (item.currencyCode === 'GBP' && isObject(item.availableBalance)) out.equivalentAvailableBalance = { ...item.availableBalance };
  }
  if (module === 'deposit') {
    product.module = item.module;
    // A stock list sends these empty: the deposit's own calls list its instructions, top-ups and redemptions.
    Object.assign(out, { payoutInstructions: [], payInInstruction: [], topUpDetails: [], redemptionDetails: [], accrualDetails: {} });
  }
  out.productDTO = product;
  return out;
}

/** GET v1/accounts/{module}: each resource's envelope as its sample has it (no status on demandDeposit, no refLinks on deposit). */
const list = (module: Module): Dress => (json: Json, ctx: DigxContext) => {
  const accounts = itemsOf(json.accounts);
  const { status: _status, accounts: _accounts, summary: _summary, ...rest } = json;
  const self = { refLinks: [{ href: `/accounts/${module}`, rel: 'self', method: 'GET' }] };
  return {
    ...(module === 'deposit' ? {} : self),
    ...(module === 'demandDeposit' ? {} : { status: statusWithContext(ctx) }),
    ...rest,
    accounts: accounts.map(stockListItem),
    summary: { items: summaryItems(module, accounts) },
  };
};

export const STOCK_ACCOUNTS: Readonly<Record<string, Dress>> = {
  'get v1/accounts': (json) => ({ ...json, accounts: itemsOf(json.accounts).map(stockListItem) }),
  'get v1/accounts/demandDeposit': list('demandDeposit'),
  'get v1/accounts/loan': list('loan'),
  'get v1/accounts/deposit': list('deposit'),
};
