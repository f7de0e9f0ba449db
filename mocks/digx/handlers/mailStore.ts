import { DIGX_CODES } from '../bank/profile';
import type { Bank } from '../bank/Bank';
import { messageIdOf, nextCounter, toWire } from '../bank/seed';
import { londonStamp } from '../bank/seed/dates';
import { bankTeamOf, greetingOf, senderNameOf } from '../bank/seed/mail';
import type { Id, MailRecord, MailSubject, PartyRecord, UserRecord } from '../bank/types';
import { obdxError } from './responses';
import type { DigxContext } from './route';

/**
 * The mailbox's bookkeeping, shared by mailbox.ts, mails.ts and mailers.ts: the user's messages newest first,
 * minting a sent message, and the bank's answers. The bank answers every message or reply the user sends
 * ANSWER_DELAY_MS later on the bank clock (no timers): the answer is delivered when the mailbox is next read
 * (any mailbox call), dated the moment it was due, unread, in the same thread.
 */
export const ANSWER_DELAY_MS = 2 * 60 * 1000;

export const wrong = (detail: string) => obdxError(400, DIGX_CODES.wrongDetails, detail);
export const noAccess = () => obdxError(400, DIGX_CODES.accessDenied, 'You do not have access to this function.');

/** Mailbox inquiry task code (every demo user holds it). */
export const mayUseMail = (user: UserRecord) => user.allowedTransactions.includes('MB_M_MAIL');

export const unread = (mail: MailRecord) => mail.messageUserMappings.some((m) => m.status === 'U');

const stripRe = (text: string) => text.replace(/^\s*(re:\s*)+/i, '');
/** 'Re: …' once, however many times the thread has been answered. */
export const replySubject = (text: string) => `Re: ${stripRe(text)}`;

/** Delivers every bank answer that has fallen due on the bank clock. */
export function deliverAnswers(bank: Bank): void {
  const { state } = bank;
  const now = bank.clock.now().getTime();
  const due = state.mails.filter((m) => m.internal.answerDueAt !== null && m.internal.answerDueAt <= now);
  for (const sent of due) {
    const at = sent.internal.answerDueAt as number;
    sent.internal.answerDueAt = null;
    const user = state.users[sent.internal.ownerUserId];
    if (!user) continue;
    const body = `<p>${greetingOf(user)}</p><p>Thank you for your message. We have read it and are looking into it; we will write again here if we need anything more from you.</p><p>Kind regards,<br>${bankTeamOf(user)}</p>`;
    state.mails.push(mint(bank, user, { at, folder: 'inbox', subject: replySubject(sent.subject), subjectId: sent.subjectId, body, threadId: sent.threadId, party: sent.party }));
  }
}

/** The session user's mailbox after any due answers have arrived. */
export function mailsOf(bank: Bank, user: UserRecord): MailRecord[] {
  deliverAnswers(bank);
  return bank.state.mails.filter((m) => m.internal.ownerUserId === user.userId);
}

/** Newest first (bank-clock instant; later-stored first on a tie). */
export function newestFirst(mails: MailRecord[], all: MailRecord[]): MailRecord[] {
  const index = new Map(all.map((m, i) => [m, i]));
  return [...mails].sort((a, b) => b.internal.at - a.internal.at || (index.get(b) ?? 0) - (index.get(a) ?? 0));
}

/** The user's own messages of one type that were received (msgFlag T) and not deleted. */
export function receivedMails(bank: Bank, user: UserRecord, type: MailRecord['messageType']): MailRecord[] {
  return mailsOf(bank, user).filter((mail) => mail.messageType === type && mail.messageUserMappings.some((m) => m.msgFlag === 'T' && !m.deleteStatus));
}

/** The unread counts of GET v1/mailbox/count (and the summary of GET v1/mailbox/mailers). */
export function unreadSummary(bank: Bank, user: UserRecord) {
  return {
    items: [
      { messageType: 'M', unReadCount: receivedMails(bank, user, 'M').filter(unread).length },
      { messageType: 'A', unReadCount: receivedMails(bank, user, 'A').filter(unread).length },
      { messageType: 'B', unReadCount: bank.state.mailers.filter((m) => m.userId === user.userId && !m.deleteStatus && m.status === 'U').length },
    ],
  };
}

export const mailWire = (mail: MailRecord) => toWire(mail);

/** One of the user's own messages by messageId.value. */
export function ownMail(ctx: DigxContext, id: string | undefined): MailRecord | undefined {
  return mailsOf(ctx.bank, ctx.user).find((m) => m.messageId.value === id);
}

/** The subjects the bank offers this user. */
export function subjectsFor(bank: Bank, user: UserRecord): MailSubject[] {
  return bank.state.mailSubjects.filter((s) => s.internal.audience === 'all' || s.internal.audience === user.userProfile.userType);
}

/** The user's parties; `ref` may be {value}, a party token or a party number. */
export function ownParty(bank: Bank, user: UserRecord, ref: unknown): PartyRecord | undefined {
  const text = typeof ref === 'string' ? ref : ref && typeof ref === 'object' ? (ref as Partial<Id>).value : undefined;
  if (typeof text !== 'string' || text === '') return undefined;
  return Object.values(bank.state.parties).find((p) => user.partyNumbers.includes(p.partyNumber) && (p.partyId.value === text || p.partyNumber === text));
}

interface NewMail {
  at: number;
  folder: 'inbox' | 'sent';
  subject: string;
  subjectId: string | null;
  body: string;
  /** The thread joined; none starts a new one. */
  threadId?: string;
  party: Id | null;
}

/** A new message of the user's (sent, with the bank's answer due) or to the user (received, unread). */
export function mint(bank: Bank, user: UserRecord, mail: NewMail): MailRecord {
  const number = nextCounter(bank.state, 'mail');
  const messageId = messageIdOf(number);
  const stamp = londonStamp(new Date(mail.at));
  const sent = mail.folder === 'sent';
  return {
    messageId, messageType: 'M', subject: mail.subject, subjectId: mail.subjectId, messageBody: mail.body, receivedDate: stamp, creationDate: stamp,
    threadId: mail.threadId ?? messageId.value, party: mail.party,
    sender: sent ? senderNameOf(user) : bankTeamOf(user),
    messageUserMappings: [{ mapId: String(number).padStart(7, '0'), userId: user.userId, status: sent ? 'R' : 'U', msgFlag: sent ? 'F' : 'T', deleteStatus: false }],
    internal: { ownerUserId: user.userId, at: mail.at, answerDueAt: sent ? mail.at + ANSWER_DELAY_MS : null },
  };
}
