/**
 * Secure mail's pure rules (SPEC.md sections 2, 3 and 4 "Mail"): the folders, the message limits, how
 * what the customer types becomes the bank's HTML body, replies' subjects and enquiries' subjects.
 */
import type { MailFolder, MailSubject } from './types';
import { ROUTES } from '@/shared/routes/routeTable';

export const MAIL_FOLDERS: readonly MailFolder[] = ['inbox', 'outbox', 'bulletins'];

export const FOLDER_TITLES: Record<MailFolder, string> = { inbox: 'Inbox', outbox: 'Outbox', bulletins: 'Bulletins' };

export const EMPTY_FOLDER_TEXT: Record<MailFolder, string> = {
  inbox: 'You have no messages in your inbox.',
  outbox: 'You have no messages in your outbox.',
  bulletins: 'You have no bulletins.',
};

export function isMailFolder(name: string | undefined): name is MailFolder {
  return MAIL_FOLDERS.includes(name as MailFolder);
}

/** The route of a folder or of one message in it. */
export function mailPath(folder: MailFolder, id?: string): string {
  return id ? ROUTES.mailMessage.href({ folderName: folder, id }) : ROUTES.mailFolder.href({ folderName: folder });
}

/** Opening an unread inbox message or bulletin marks it read (SPEC.md section 4 "Mail"); sent mail never. */
export function marksReadOnOpen(folder: MailFolder, isRead: boolean): boolean {
  return folder !== 'outbox' && !isRead;
}

/** The message body: required, at most this many characters. */
export const MESSAGE_MAX_LENGTH = 2000;

export function characterCountText(length: number): string {
  const left = MESSAGE_MAX_LENGTH - length;
  return left >= 0 ? `You have ${left} character${left === 1 ? '' : 's'} remaining` : `You have ${-left} character${left === -1 ? '' : 's'} too many`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The customer types plain text; the bank stores HTML bodies. Escaping keeps a typed "<b>" as text, and
 * line breaks become <br> so paragraphs survive the round trip to the outbox.
 */
export function plainTextToHtml(text: string): string {
  return text
    .trim()
    .replace(/\r\n?/g, '\n')
    .replace(/[&<>"']/g, (c) => ESCAPES[c])
    .replace(/\n/g, '<br>');
}

/** 'Re: {subject}', once: a reply to a reply keeps one prefix (as the bank writes its own answers). */
export function replySubject(subject: string): string {
  return `Re: ${subject.replace(/^\s*(re:\s*)+/i, '').trim()}`;
}

/** Subjects for a new message: the bank's own, without the ones kept for enquiries. */
export function generalSubjects(subjects: readonly MailSubject[]): MailSubject[] {
  return subjects.filter((s) => !s.enquiry);
}

/** The subject an enquiry about a service or an account is sent with. */
export function enquirySubject(subjects: readonly MailSubject[], about: 'service' | 'account'): MailSubject | undefined {
  return subjects.find((s) => s.enquiry === about);
}

/** An enquiry names what it is about on its first line, then the customer's words. */
export function enquiryText(aboutName: string, message: string): string {
  return `Enquiry about: ${aboutName}\n\n${message.trim()}`;
}
