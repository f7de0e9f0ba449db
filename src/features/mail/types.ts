/** A notification (OBDX mailbox alert, messageType A). */
export interface Notification {
  id: string;
  subject: string;
  /** Plain text: the alert body with its markup removed. */
  text: string;
  date: string;
  isRead: boolean;
}

/** The mailbox folders of SPEC.md section 2 (f/{folderName}): received mail, sent mail, bank bulletins. */
export type MailFolder = 'inbox' | 'outbox' | 'bulletins';

/** OBDX ids ({displayValue, value}) are echoed back whole in requests (DIGX-CONTRACT.md). */
export interface ObdxId {
  displayValue: string;
  value: string;
}

/** One message in a folder list (SPEC.md section 3 "Mail"): everything but the body. */
export interface MailItem {
  id: string;
  /** OBDX's id of the message (SPEC.md's messageId), echoed back whole when it is marked read; id is its value. */
  messageId: ObdxId | null;
  /** Bulletins only: the user's copy of the bulletin, what marking it read names (PUT mailers/{mapId}). */
  mapId?: string;
  folder: MailFolder;
  subject: string;
  subjectId: string;
  /** Who sent it; '' when the bank names nobody (bulletins). */
  sender: string;
  /** London wall-clock stamp, as the bank sends it. */
  date: string;
  isRead: boolean;
  threadId: string;
  party: ObdxId | null;
}

/** One opened message: the list item plus its body (HTML from the bank, shown only sanitised). */
export interface MailMessage extends MailItem {
  body: string;
}

/** A subject the bank offers; enquiry subjects (the bank profile's) are the ones for a service or an account enquiry. */
export interface MailSubject {
  id: string;
  subject: string;
  enquiry: 'service' | 'account' | null;
}

/** What the customer typed, kept in the store once sent so a failed send (or a remount) loses nothing. */
export interface MailDraft {
  subjectId: string;
  /** The entity the message is about ('' for a single-entity user). */
  partyId: string;
  body: string;
}

/** A send the saga performs: a new message or a reply to one (the body already as HTML). */
export interface MailSendRequest {
  replyTo?: string;
  subjectId: string;
  subject: string;
  party: ObdxId | null;
  messageBody: string;
}

/** An entity a multi-entity customer may write about, with the OBDX party the bank files it under. */
export interface MailParty {
  id: string;
  name: string;
  party: ObdxId | null;
}
