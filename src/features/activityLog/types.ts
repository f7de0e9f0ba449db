import type { IsoDate } from '@/shared/lib/dates';

export interface Amount {
  amount: number;
  currency: string;
}

/** One row of GET cz/v1/transactions/count?countFor=approval&fromDate&toDate: a type and its items by approval status. */
export interface ActivityCount {
  /** The task code ('PC_F_DOM'): the type page's address. */
  taskCode: string;
  /** 'Make a Payment'. */
  name: string;
  initiated: number;
  pendingApproval: number;
  approved: number;
  rejected: number;
  sentToHost: number;
}

/** A new payee's details, on a Create Payee item (SPEC.md section 3 "Activity log item": newBeneDetails). */
export interface NewPayeeDetails {
  title: string;
  accountNumber: string;
  sortCode: string;
}

export interface AuditEntry {
  authorisedBy: string;
  /** The instant as the bank sent it. */
  on: string;
  /** OBDX approval status ('APPROVED'). */
  status: string;
  remarks: string;
}

/**
 * An activity-log item (SPEC.md section 3 "Activity log item"), mapped from the OBDX approval item and
 * its activityDetails. Every field the bank may leave out is optional; ids are as the bank sent them.
 */
export interface ActivityItem {
  id: string;
  /** 'PC_F_DOM': the task code (OBDX transactionName). */
  taskCode: string;
  /** 'Make a Payment': SPEC's type. */
  type: string;
  /** PAYMENTS, BULK_FILE or PAYEE_BILLER (OBDX discriminator; the item page's query `bit`). */
  discriminator: string;
  /** OBDX approval status: INITIATED, PENDING_APPROVAL, APPROVED, REJECTED, SENT_TO_HOST. */
  status: string;
  processingStep?: string;
  processingStatus?: string;
  createdBy?: string;
  createdOn?: string;
  partyId?: string;
  groupId?: string;
  payeeId?: string;
  /** The paying account as the bank shows it (masked). */
  accountNo?: string;
  accountId?: string;
  toAccountId?: string;
  toAccountNo?: string;
  toSortCode?: string;
  beneName?: string;
  amount?: Amount;
  valueDate?: IsoDate;
  reference?: string;
  repeatsUntil?: IsoDate;
  newBeneDetails?: NewPayeeDetails;
  /** The bank's own reference for an item it has processed. */
  hostReference?: string;
  /** Who acted on it; undefined when the bank keeps no such history for the app (a stock OBDX sends none). */
  audit?: AuditEntry[];
}

/** Which items of a type to list: its task code, the window and the status filter. */
export interface ActivityQuery {
  type: string;
  window: string;
  status: string;
}
