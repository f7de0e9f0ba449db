/**
 * Builds the OBDX account records from the specs and the generated histories: demand deposits (CA, RA, IA,
 * NT) as `CSA`, fixed rate bonds as `TRD`, loans and mortgages as `LON`. The first two letters of
 * productDTO.productId are the app's type code (CA, RA, IA, NT, TD, LN, MO).
 */
import type { AccountCapabilities, AccountGroup, AccountInternal, AccountRecord, AppAccountType, PartyRecord } from '../types';
import { openingDayOf, type AccountSpec } from './accountSpecs';
import { BRANCHES } from './branches';
import { obdxDate, type Day } from './dates';
import type { DepositHistory } from './deposits';
import { accountIdOf } from './ids';
import type { LoanSummary } from './loans';
import { money } from './money';
import { partyByNumber } from './parties';

const GROUP: Record<AppAccountType, AccountGroup> = { CA: 'current', RA: 'racing', IA: 'deposit', NT: 'deposit', TD: 'deposit', LN: 'lending', MO: 'lending' };
const MODULE = { CA: 'demandDeposit', RA: 'demandDeposit', IA: 'demandDeposit', NT: 'demandDeposit', TD: 'deposit', LN: 'loan', MO: 'loan' } as const;

function capabilitiesOf(spec: AccountSpec): AccountCapabilities {
  const lending = spec.appType === 'LN' || spec.appType === 'MO';
  return {
    hasChequeBooks: spec.caps?.hasChequeBooks ?? false,
    hasPayInBooks: spec.caps?.hasPayInBooks ?? false,
    canMakeBulkPayment: spec.caps?.canMakeBulkPayment ?? false,
    hasChequeStatus: spec.caps?.hasChequeStatus ?? false,
    hasStatements: true,
    paymentsAllowed: spec.appType === 'CA' || spec.appType === 'RA' || spec.appType === 'IA',
    transferOutDisabled: spec.appType === 'NT' || spec.appType === 'TD' || lending,
    statementsDisabled: lending,
  };
}

export interface AccountBalances {
  closingPennies: number;
  loan?: LoanSummary;
  deposit?: DepositHistory;
}

export function createAccount(spec: AccountSpec, order: number, today: Day, parties: Record<string, PartyRecord>, balances: AccountBalances): AccountRecord {
  const party = partyByNumber(parties, spec.party);
  const branch = BRANCHES[spec.branch];
  const internal: AccountInternal = {
    appType: spec.appType,
    group: GROUP[spec.appType],
    module: MODULE[spec.appType],
    accountNumber: spec.number,
    sortCode: branch.sortCode,
    partyId: party.partyId.value,
    partyNumber: party.partyNumber,
    ownerUserIds: [...spec.owners],
    nickname: spec.nickname,
    order,
    capabilities: capabilitiesOf(spec),
  };
  const base = {
    id: accountIdOf(spec.number),
    partyId: party.partyId,
    status: 'ACTIVE' as const,
    currencyCode: spec.currency,
    branchCode: spec.branch,
    openingDate: obdxDate(openingDayOf(spec, today)),
    partyName: party.name,
    displayName: spec.productName,
    holdingPattern: 'SINGLE' as const,
    module: 'CON' as const,
    branchAddressDTO: branch.address,
  };
  const balance = money(spec.currency, balances.closingPennies);

  if (spec.loan && balances.loan) {
    const loan = balances.loan;
    const principal = money(spec.currency, spec.loan.principal * 100);
    return {
      ...base,
      type: 'LON',
      productDTO: { productId: spec.productId, name: spec.productName, description: spec.productName, productGroup: 'RETAIL' },
      approvedAmount: principal,
      disbursedAmount: principal,
      outstandingAmount: balance,
      maturityDate: obdxDate(loan.maturityDay),
      numberOfInstallment: spec.loan.termMonths,
      interestRate: spec.loan.rate,
      loanScheduleDTO: {
        nextDueDate: obdxDate(loan.nextDueDay),
        nextInstallmentAmount: money(spec.currency, loan.instalmentPennies),
        amountPaid: money(spec.currency, loan.amountPaidPennies),
        installementDueCount: spec.loan.termMonths - loan.paidCount,
        installementPaidCount: loan.paidCount,
        principalRepaymentFrequency: 'Monthly',
        interestRepaymentFrequency: 'Monthly',
      },
      internal,
    };
  }
  if (spec.deposit && balances.deposit) {
    const deposit = balances.deposit;
    const fundedFrom = accountIdOf(spec.deposit.fundedFrom);
    return {
      ...base,
      type: 'TRD',
      productDTO: { productId: spec.productId, name: spec.productName, module: 'CON' },
      maturityAmount: money(spec.currency, deposit.maturityPennies),
      maturityDate: obdxDate(deposit.maturityDay),
      principalAmount: money(spec.currency, spec.deposit.principal * 100),
      currentPrincipalAmount: balance,
      interestRate: spec.deposit.rate,
      availableBalance: balance,
      tenure: { days: 0, months: spec.deposit.tenureMonths % 12, years: Math.floor(spec.deposit.tenureMonths / 12) },
      rollOverType: spec.deposit.rollOverType,
      // Principal and interest both go back to the account that funded the bond.
      payoutInstructions: (['P', 'I'] as const).map((part) => ({ type: 'O', payoutComponentType: part, accountId: fundedFrom, percentage: 100 })),
      internal,
    };
  }
  const current = spec.appType === 'CA' || spec.appType === 'RA';
  return {
    ...base,
    type: 'CSA',
    productDTO: {
      productId: spec.productId,
      description: spec.productName,
      productClass: 'C',
      productGroup: current ? 'C' : 'S',
      demandDepositProductFacilitiesDTO: {
        hasChequeBookFacility: internal.capabilities.hasChequeBooks,
        hasOverDraftFacility: (spec.overdraft ?? 0) > 0,
        hasPassbookFacility: false,
        hasATMFacility: current,
      },
    },
    ddaAccountType: current ? 'Current Account' : 'Saving Account',
    availableBalance: balance,
    currentBalance: balance,
    overDraftLimit: { sanctionedLimitAmount: money(spec.currency, (spec.overdraft ?? 0) * 100) },
    holdAmount: money(spec.currency, 0),
    withdrawalAllowed: spec.appType !== 'NT',
    noOfDebitCards: current ? 1 : 0,
    internal,
  };
}
