/** The mailbox answers of DIGX-CONTRACT.md as the app's mail (SPEC.md section 3 "Mail"). */
import type { MailFolder, MailItem, MailMessage, MailSubject, ObdxId } from './types';

type IdWire = { displayValue?: string; value?: string } | null;

export interface MailWire {
  messageId?: IdWire;
  messageType?: string;
  subject?: string;
  subjectId?: string | null;
  messageBody?: string;
  receivedDate?: string;
  creationDate?: string;
  threadId?: string;
  sender?: string;
  party?: IdWire;
  messageUserMappings?: { status?: string; msgFlag?: string; deleteStatus?: boolean }[];
}

export interface MailerWire {
  mapId?: string;
  messageId?: IdWire;
  subject?: string;
  receivedDate?: string;
  creationDate?: string;
  status?: string;
  deleteStatus?: boolean;
  messageBody?: string;
}

/** GET v1/mailCategories: the bank's subjects by category (OBDX_UI compose-mail.js reads name and subjects). */
export interface MailCategoryWire {
  name?: string;
  subjects?: { subjectId?: string; subject?: string }[] | null;
}

/** The subjects (subjectId) this bank sends enquiries with: its bank profile's mailEnquirySubjects. */
export interface EnquirySubjectIds {
  account: string;
  service: string;
}

const idOf = (id: IdWire | undefined): ObdxId | null => (id?.value ? { displayValue: id.displayValue ?? '', value: id.value } : null);

export function mapMail(wire: MailWire, folder: MailFolder): MailMessage {
  const id = wire.messageId?.value ?? '';
  // Sent mail is dated when it was written; received mail when it arrived.
  const date = folder === 'outbox' ? (wire.creationDate ?? wire.receivedDate) : (wire.receivedDate ?? wire.creationDate);
  return {
    id,
    messageId: idOf(wire.messageId),
    folder,
    subject: wire.subject ?? '',
    subjectId: wire.subjectId ?? '',
    sender: wire.sender ?? '',
    date: date ?? '',
    isRead: !(wire.messageUserMappings ?? []).some((m) => m.status === 'U'),
    threadId: wire.threadId ?? id,
    party: idOf(wire.party),
    body: wire.messageBody ?? '',
  };
}

/** Bulletins name no sender and no subject id; their id in the URL and in mailers/{id} is messageId.value. */
export function mapMailer(wire: MailerWire): MailMessage {
  const id = wire.messageId?.value ?? '';
  return {
    id,
    messageId: idOf(wire.messageId),
    ...(wire.mapId ? { mapId: wire.mapId } : {}),
    folder: 'bulletins',
    subject: wire.subject ?? '',
    subjectId: '',
    sender: '',
    date: wire.receivedDate ?? wire.creationDate ?? '',
    isRead: wire.status !== 'U',
    threadId: id,
    party: null,
    body: wire.messageBody ?? '',
  };
}

/**
 * Every subject of every category, in the bank's order, each offered once. A subject without an id or a name
 * cannot be chosen or read, so it is left out; an enquiry subject is one the bank profile names.
 */
export function mapCategories(categories: readonly MailCategoryWire[], enquiry: EnquirySubjectIds): MailSubject[] {
  const subjects = categories.flatMap((category) => category.subjects ?? []);
  const offered = new Map<string, MailSubject>();
  for (const { subjectId, subject } of subjects) {
    if (!subjectId || !subject?.trim() || offered.has(subjectId)) continue;
    const about = subjectId === enquiry.account ? 'account' : subjectId === enquiry.service ? 'service' : null;
    offered.set(subjectId, { id: subjectId, subject, enquiry: about });
  }
  return [...offered.values()];
}

/** A folder list item: the message without its body (lists never render bodies). */
export function listItem({ body: _body, ...item }: MailMessage): MailItem {
  return item;
}

/** Newest first, whatever order the bank answered in (stamps of one format sort as text). */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Deleted mail and mailers stay out of every list, whatever the query asked for. */
export function notDeleted(wire: MailWire & MailerWire): boolean {
  const mappings = wire.messageUserMappings ?? [];
  if (mappings.length) return mappings.some((m) => m.deleteStatus !== true);
  return wire.deleteStatus !== true;
}
