/**
 * The one mapper from OBDX account answers (v1/accounts?expand=all, and the demandDeposit, deposit
 * and loan lists) to the app's Account (SPEC.md section 3). Wire fields are all optional: a real
 * OBDX may leave any of them out, and a missing field must not break the overview.
 */
import {
  ACCOUNT_TYPES,
  accountStatusOf,
  accountTitle,
  accountTypeOf,
  capabilitiesOf,
  londonDisplayDate,
  londonIsoDate,
  moduleOf,
  sortCodeFor,
} from './rules';
import type { Account, AccountModule, Money, ObdxId } from './types';

export interface WireMoney {
  currency?: string;
  amount?: number | string;
}

export interface AccountWire {
  id?: Partial<ObdxId>;
  partyId?: Partial<ObdxId>;
  status?: string;
  /** OBDX: CSA, TRD or LON. */
  type?: string;
  currencyCode?: string;
  branchCode?: string;
  productDTO?: {
    productId?: string;
    name?: string;
    description?: string;
    demandDepositProductFacilitiesDTO?: { hasChequeBookFacility?: boolean };
  };
  openingDate?: string;
  partyName?: string;
  displayName?: string;
  ddaAccountType?: string;
  availableBalance?: WireMoney;
  currentBalance?: WireMoney;
  currentPrincipalAmount?: WireMoney;
  principalAmount?: WireMoney;
  outstandingAmount?: WireMoney;
  startDate?: string;
  /*
   * Beside the OBDX keys: SPEC.md fields OBDX lacks, which the bank adds (DIGX-CONTRACT.md).
   * Each has a fallback below for a server that does not send it.
   */
  accountModule?: string;
  customerId?: string;
  accountNumber?: string;
  nickname?: string | null;
  sequenceNumber?: number;
  hasPayInBooks?: boolean;
  canMakeBulkPayment?: boolean;
  hasChequeStatus?: boolean;
  hasStatements?: boolean;
}

/** Amounts to pennies: OBDX sends floats such as 44195.83999999999650754034519195556640625. */
export function toMoney(wire: WireMoney | undefined, fallbackCurrency: string): Money {
  const amount = Number(wire?.amount);
  return { currency: wire?.currency || fallbackCurrency, amount: Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0 };
}

function balancesOf(wire: AccountWire, module: AccountModule, currency: string): { balance: Money; available: Money } {
  if (module === 'loan') {
    // The amount owed, as a positive number; nothing can be drawn from a loan, so it has no available balance.
    return { balance: toMoney(wire.outstandingAmount, currency), available: toMoney(undefined, currency) };
  }
  if (module === 'deposit') {
    const balance = toMoney(wire.currentPrincipalAmount ?? wire.availableBalance ?? wire.principalAmount, currency);
    return { balance, available: wire.availableBalance ? toMoney(wire.availableBalance, currency) : balance };
  }
  const balance = toMoney(wire.currentBalance ?? wire.availableBalance, currency);
  return { balance, available: wire.availableBalance ? toMoney(wire.availableBalance, currency) : balance };
}

/**
 * One OBDX account as the app's Account. `position` (1-based place in the answer) is the order when
 * the server sends no sequenceNumber: the bank lists accounts in display order.
 */
export function mapAccount(wire: AccountWire, position: number, moduleHint?: AccountModule): Account {
  const module = moduleOf(wire.type, wire.accountModule ?? moduleHint);
  const productName = wire.productDTO?.name ?? wire.productDTO?.description ?? '';
  const type = accountTypeOf({ productId: wire.productDTO?.productId, module, ddaAccountType: wire.ddaAccountType, productName });
  const rule = ACCOUNT_TYPES[type];
  const currency = wire.currencyCode || wire.availableBalance?.currency || wire.outstandingAmount?.currency || 'GBP';
  const { balance, available } = balancesOf(wire, module, currency);
  const id: ObdxId = { displayValue: wire.id?.displayValue ?? '', value: wire.id?.value ?? '' };
  const partyId: ObdxId = { displayValue: wire.partyId?.displayValue ?? '', value: wire.partyId?.value ?? '' };
  const nickname = wire.nickname?.trim() || null;
  const displayName = wire.displayName?.trim() || productName;
  // A closed, dormant or otherwise restricted account keeps its history but moves no money (rules.ts).
  const status = accountStatusOf(wire.status);
  const hasChequeBooks = status.services && wire.productDTO?.demandDepositProductFacilitiesDTO?.hasChequeBookFacility === true;
  const capabilities = capabilitiesOf(
    { hasPayInBooks: wire.hasPayInBooks, canMakeBulkPayment: wire.canMakeBulkPayment, hasChequeStatus: wire.hasChequeStatus, hasStatements: wire.hasStatements },
    wire.productDTO?.productId,
  );

  return {
    id: id.value,
    accountId: id.value,
    // A real OBDX shows only the masked party and account numbers; the masks are the best we have then.
    customerId: wire.customerId ?? partyId.displayValue,
    accountNumber: wire.accountNumber ?? id.displayValue,
    partyId: partyId.value,
    partyName: wire.partyName ?? '',
    currency,
    originalType: wire.type ?? '',
    branchCode: wire.branchCode ?? '',
    sortCode: sortCodeFor(wire.branchCode),
    type,
    accountType: module,
    productType: wire.productDTO?.productId ?? '',
    typeTitle: rule.title,
    group: rule.group,
    isInternational: currency !== 'GBP',
    balance,
    availableBalance: available,
    balancePure: balance.amount,
    availableBalancePure: available.amount,
    title: accountTitle(nickname, displayName, rule.title),
    nickname,
    displayName: displayName || rule.title,
    order: wire.sequenceNumber ?? position,
    openingDate: londonDisplayDate(wire.openingDate),
    status: status.status,
    statusText: status.text,
    transferOutDisabled: rule.transferOutDisabled || !status.moneyOut,
    statementsDisabled: rule.statementsDisabled,
    // Loans and mortgages have no statements screen whatever the server says.
    hasStatements: !rule.statementsDisabled && capabilities.hasStatements,
    hasChequeBooks,
    hasPayInBooks: status.services && capabilities.hasPayInBooks,
    canMakeBulkPayment: status.moneyOut && capabilities.canMakeBulkPayment,
    hasChequeStatus: status.services && capabilities.hasChequeStatus,
    details: { startDate: londonIsoDate(wire.startDate ?? wire.openingDate) ?? '' },
    wire: { id, partyId },
  };
}

/** A whole list answer; items without an id cannot be addressed and are left out. */
export function mapAccounts(list: readonly AccountWire[] | undefined, moduleHint?: AccountModule): Account[] {
  return (list ?? []).filter((wire) => wire.id?.value).map((wire, index) => mapAccount(wire, index + 1, moduleHint));
}
