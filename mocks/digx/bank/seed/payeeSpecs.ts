/**
 * The demo customers' payees as plain data. The activity patterns pay them (so their last payment reference
 * is real history) and payees.ts turns them into OBDX payee groups.
 */
import { PARTY } from './parties';

export interface PayeeSpec {
  owner: string;
  party: string;
  nickName: string;
  accountName: string;
  sortCode: string;
  accountNumber: string;
  reference: string;
  description: string;
  /** Confirmation of Payee outcome when the payee was added (null: added before CoP existed). */
  verification: { matched: 'Y' | 'A'; reasonCode: string | null; nameOnAccount: string } | null;
  pending?: boolean;
  /** Another user of the party added it and shared it (payeeAccessType PUBLIC): it lists for the owner too. */
  addedBy?: string;
  /** Payees with the same group name are one beneficiary's ways to pay it: one OBDX payee group. */
  group?: string;
  createdDaysAgo: number;
}

const v = (nameOnAccount: string, matched: 'Y' | 'A' = 'Y', reasonCode: string | null = null) => ({ matched, reasonCode, nameOnAccount });

export const PAYEE_SPECS: readonly PayeeSpec[] = [
  { owner: 'RETAIL1', party: PARTY.pemberton, nickName: 'Emma', accountName: 'Emma Pemberton', sortCode: '400530', accountNumber: '41882016', reference: 'ALLOWANCE', description: 'Household allowance', verification: v('Emma Pemberton'), createdDaysAgo: 1400 },
  { owner: 'RETAIL1', party: PARTY.pemberton, nickName: 'School fees', accountName: 'Harrow Park School', sortCode: '180002', accountNumber: '10457733', reference: 'FEES T PEMBERTON', description: 'Termly school fees', verification: v('Harrow Park School Trust', 'A', 'MBAM'), createdDaysAgo: 1100 },
  { owner: 'RETAIL1', party: PARTY.pemberton, nickName: 'Builder', accountName: 'J Carter Builders Ltd', sortCode: '309634', accountNumber: '22910475', reference: 'KITCHEN WORKS', description: 'Kitchen refit', verification: v('J Carter Builders Ltd'), createdDaysAgo: 500 },
  { owner: 'RETAIL1', party: PARTY.pemberton, nickName: 'Physio', accountName: 'Dr Rachel Shah', sortCode: '560036', accountNumber: '31547720', reference: 'PHYSIO', description: 'Physiotherapy', verification: v('Dr Rachel Shah'), createdDaysAgo: 640 },
  { owner: 'RETAIL1', party: PARTY.pemberton, nickName: 'Tennis club', accountName: 'Chelsea Lawn Tennis Club', sortCode: '200000', accountNumber: '60214498', reference: 'MEMBERSHIP 2291', description: 'Club membership', verification: v('Chelsea Lawn Tennis Club'), createdDaysAgo: 900 },
  { owner: 'RETAIL1', party: PARTY.pemberton, nickName: 'Wine merchant', accountName: 'Knightsbridge Wine Merchants', sortCode: '090128', accountNumber: '77120944', reference: 'ACC PEMB01', description: 'Wine account', verification: null, createdDaysAgo: 2100 },
  { owner: 'RETAIL1', party: PARTY.pemberton, nickName: 'Tom', accountName: 'Thomas Pemberton', sortCode: '200000', accountNumber: '53310982', reference: 'POCKET MONEY', description: 'Son', verification: v('Thomas Pemberton'), createdDaysAgo: 300 },

  { owner: 'CORP1', party: PARTY.stables, nickName: 'Farrier', accountName: 'Rowley Mile Farriers', sortCode: '309634', accountNumber: '14478209', reference: 'FARRIERY', description: 'Farrier', verification: v('Rowley Mile Farriers'), createdDaysAgo: 1500 },
  { owner: 'CORP1', party: PARTY.stables, nickName: 'Vets', accountName: 'Newmarket Equine Vets LLP', sortCode: '608371', accountNumber: '55012347', reference: 'VET FEES HH', description: 'Veterinary practice', verification: v('Newmarket Equine Vets LLP'), createdDaysAgo: 1500 },
  { owner: 'CORP1', party: PARTY.stables, nickName: 'Feed', accountName: 'Heath Feed Merchants Ltd', sortCode: '200000', accountNumber: '40915582', reference: 'FEED ACC 4471', description: 'Feed and bedding', verification: v('Heath Feed Merchants Limited', 'A', 'MBAM'), createdDaysAgo: 1200 },
  { owner: 'CORP1', party: PARTY.stables, nickName: 'Landlord', accountName: 'Hambleton Estates', sortCode: '560036', accountNumber: '88213340', reference: 'YARD LEASE', description: 'Yard lease', verification: v('Hambleton Estates'), group: 'Hambleton Estates', createdDaysAgo: 1800 },
  { owner: 'CORP1', party: PARTY.stables, nickName: 'Landlord service charge', accountName: 'Hambleton Estates', sortCode: '560036', accountNumber: '88213359', reference: 'SERVICE CHARGE', description: 'Yard service charge', verification: v('Hambleton Estates'), group: 'Hambleton Estates', addedBy: 'CORPMAKER1', createdDaysAgo: 600 },
  { owner: 'CORP1', party: PARTY.stables, nickName: 'Horse transport', accountName: 'Hilltop Horse Transport', sortCode: '309634', accountNumber: '66120458', reference: 'TRANSPORT', description: 'Horse transport', verification: v('Hilltop Horse Transport'), pending: true, createdDaysAgo: 1 },
  { owner: 'CORP1', party: PARTY.holdings, nickName: 'Accountants', accountName: 'Hargreaves and Co Accountants', sortCode: '400530', accountNumber: '29911604', reference: 'AUDIT FEES', description: 'Accountants', verification: v('Hargreaves and Co Accountants'), createdDaysAgo: 1300 },
  { owner: 'CORP1', party: PARTY.holdings, nickName: 'Solicitors', accountName: 'Fenwick Lowe Solicitors', sortCode: '180002', accountNumber: '90331457', reference: 'HH HOLDINGS', description: 'Solicitors', verification: v('Fenwick Lowe Solicitors'), createdDaysAgo: 800 },
  { owner: 'CORP1', party: PARTY.bloodstock, nickName: 'Sales company', accountName: 'Park Paddocks Sales Ltd', sortCode: '200000', accountNumber: '73002151', reference: 'SALE FEES NVB', description: 'Bloodstock sales', verification: v('Park Paddocks Sales Ltd'), createdDaysAgo: 1600 },
  { owner: 'CORP1', party: PARTY.bloodstock, nickName: 'Stud', accountName: 'Kingsclere Stud', sortCode: '608371', accountNumber: '19922046', reference: 'BOARDING NVB', description: 'Boarding and stud fees', verification: v('Kingsclere Stud'), createdDaysAgo: 1000 },
  { owner: 'CORP1', party: PARTY.bloodstock, nickName: 'Transport', accountName: 'Equine Transport Services', sortCode: '309634', accountNumber: '48811290', reference: 'TRANSPORT NVB', description: 'Horse transport', verification: v('Equine Transport Svcs', 'A', 'PANM'), createdDaysAgo: 700 },

  { owner: 'NEWUSER', party: PARTY.bennett, nickName: 'Landlord', accountName: 'Peter Greaves', sortCode: '560036', accountNumber: '10293847', reference: 'RENT FLAT 2', description: 'Rent', verification: v('Peter Greaves'), createdDaysAgo: 700 },
];

export const payeesOf = (party: string) => PAYEE_SPECS.filter((p) => p.party === party && !p.pending);

/** Text for a faster payment to a payee: description and the payee's usual reference. */
export const paymentTo = (p: PayeeSpec) => [`FASTER PAYMENT TO ${p.accountName.toUpperCase()}`, p.reference] as const;
