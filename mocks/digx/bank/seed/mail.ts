/**
 * Secure mail: inbox and sent items (messageType M), notifications (A) and bulletins (the mailers). Some
 * bodies keep OBDX's HTML escaping (`&lt;p&gt;`, `&#x2f;`) as real answers do, and one carries live HTML with
 * <b>, a <script> and an onerror handler, so the app's decode-once and sanitising are both exercised.
 */
import type { MailRecord, MailSubject, MailerRecord, UserRecord } from '../types';
import { hoursBefore, londonStamp } from './dates';
import { messageIdOf } from './ids';

export const MAIL_SUBJECTS: readonly MailSubject[] = [
  { subjectId: 'GEN', subject: 'General enquiry', kind: 'mail' },
  { subjectId: 'PAY', subject: 'Payments', kind: 'mail' },
  { subjectId: 'CRD', subject: 'Cards', kind: 'mail' },
  { subjectId: 'STM', subject: 'Statements', kind: 'mail' },
  { subjectId: 'ADR', subject: 'Change of address', kind: 'mail' },
  { subjectId: 'RAC', subject: 'Racing account', kind: 'mail' },
  { subjectId: 'ENQ-MORT', subject: 'Mortgage enquiry', kind: 'enquiry' },
  { subjectId: 'ENQ-INV', subject: 'Investment enquiry', kind: 'enquiry' },
  { subjectId: 'ENQ-INS', subject: 'Insurance enquiry', kind: 'enquiry' },
  { subjectId: 'ENQ-FX', subject: 'Foreign exchange enquiry', kind: 'enquiry' },
];

/** [user, key, type, folder, subject, subjectId, hours ago, read, body, reply-to key] */
type MailSpec = [string, string, 'M' | 'A', 'inbox' | 'sent', string, string | null, number, boolean, string, string?];

const esc = (html: string) => html.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\//g, '&#x2f;');

const MAILS: readonly MailSpec[] = [
  ['RETAIL1', 'bond', 'M', 'inbox', 'Your new Fixed Rate Bond', 'GEN', 24 * 150, true, esc('Dear Mr Pemberton,<br><p>Thank you for opening your 1 Year Fixed Rate Bond. Your rate of 4.60&#x25; is fixed until it matures.</p><p>Kind regards,<br>Private Bank Team</p>')],
  ['RETAIL1', 'terms', 'M', 'inbox', 'Important: changes to our terms &amp; conditions', 'GEN', 24 * 60, true, esc('Dear Mr Pemberton,<br><p>From next month our terms &amp; conditions change. The new terms are in Documents.</p>')],
  ['RETAIL1', 'statement', 'M', 'inbox', 'Your statement is ready', 'STM', 24 * 33, true, 'Dear Mr Pemberton, your monthly statements are now available under Statements.'],
  ['RETAIL1', 'card', 'M', 'sent', 'Query about a card payment', 'CRD', 24 * 20, true, 'I do not recognise a payment to AMAZON.CO.UK of £42.99. Could you look into it please?'],
  ['RETAIL1', 'address', 'M', 'sent', 'Change of address', 'ADR', 24 * 8, true, 'Please update my correspondence address; the new address is in the attached form.'],
  ['RETAIL1', 'address-reply', 'M', 'inbox', 'RE: Change of address', 'ADR', 24 * 6, false, 'Dear Mr Pemberton, we have updated your address. Your reference is ADDR&#x2f;2291.', 'address'],
  ['RETAIL1', 'review', 'M', 'inbox', 'Invitation to your annual review', 'GEN', 49, false, '<p>Dear Alex,</p><p>We would like to invite you to your <b>annual review</b> on <i>Tuesday</i>.</p><script>alert("xss")</script><img src="x" onerror="alert(1)"><p>Kind regards,<br>Private Bank Team</p>'],
  ['RETAIL1', 'payment-alert', 'A', 'inbox', 'Payment processed', null, 24 * 10, true, esc('Dear Customer,<br><p>Your payment to Dr Rachel Shah has been processed.</p>')],
  ['RETAIL1', 'login-alert', 'A', 'inbox', 'Login Alert', null, 47.5, false, esc('Dear Customer,<br><p>You logged in to Online Banking. If this was not you, contact your private bank team.</p>')],

  ['CORP1', 'chequebook', 'M', 'inbox', 'Cheque books dispatched', 'RAC', 24 * 38, true, 'Your two cheque books for account ending 7358 have been dispatched.'],
  ['CORP1', 'festival', 'M', 'inbox', 'Cheltenham Festival hospitality', 'RAC', 24 * 14, false, esc('Dear Mrs Harcourt,<br><p>Join the Racing Bank team in our box on Gold Cup day &#x2f; Friday.</p>')],
  ['CORP1', 'bulk-format', 'M', 'sent', 'Bulk payment file format', 'PAY', 24 * 5, true, 'Can our payroll bureau send BACS and Faster Payments in the same file?'],
  ['CORP1', 'bulk-format-reply', 'M', 'inbox', 'RE: Bulk payment file format', 'PAY', 24 * 4, false, 'Yes: set the type column to FP or BACS on each row.', 'bulk-format'],

  ['NEWUSER', 'welcome', 'M', 'inbox', 'Welcome to Online Banking', 'GEN', 20, false, esc('Dear Mr Bennett,<br><p>Welcome to Online Banking. Please read our security tips.</p>')],
];

/** [users, subject, hours ago, priority, read by] */
const BULLETINS: readonly [string[], string, number, MailerRecord['priority'], string[], string][] = [
  [['RETAIL1'], 'Christmas and New Year opening hours', 24 * 40, 'L', ['RETAIL1'], 'Our teams are available on working days between Christmas and New Year.'],
  [['RETAIL1', 'CORP1', 'NEWUSER'], 'Beware of scam calls', 72, 'H', [], esc('<p>We will never ask you to move money to a &quot;safe account&quot;.</p>')],
  [['RETAIL1'], 'Our new savings rates', 24 * 20, 'M', ['RETAIL1'], 'Rates on Instant Access Savings rise from the first of next month.'],
  [['CORP1'], 'Racing calendar: payment cut-off times', 24 * 6, 'M', [], 'Bulk files received after 09:00 are processed on the next working day.'],
];

export interface MailContext { now: Date; users: Record<string, UserRecord>; pendingApprovals: { userId: string; transactionId: string; name: string }[] }

export function createMail(ctx: MailContext): { mails: MailRecord[]; mailers: MailerRecord[]; nextMessage: number } {
  let messageNumber = 1001;
  const idsByKey: Record<string, string> = {};
  const mails: MailRecord[] = [];
  const add = (userId: string, type: 'M' | 'A', folder: 'inbox' | 'sent', subject: string, subjectId: string | null, hoursAgo: number, read: boolean, body: string, replyTo?: string, key?: string) => {
    const user = ctx.users[userId];
    const messageId = messageIdOf(messageNumber);
    if (key) idsByKey[key] = messageId.value;
    const stamp = londonStamp(hoursBefore(ctx.now, hoursAgo));
    const bank = user.userProfile.userType === 'corporateuser' ? 'Racing Bank Team' : 'Private Bank Team';
    mails.push({
      messageId, messageType: type, subject, subjectId, messageBody: body, receivedDate: stamp, creationDate: stamp,
      threadId: replyTo ? idsByKey[replyTo] : messageId.value,
      partyId: user.userProfile.partyId,
      from: folder === 'sent' ? `${user.userProfile.firstName} ${user.userProfile.lastName}` : bank,
      messageUserMappings: [{ mapId: String(messageNumber).padStart(7, '0'), userId, status: read ? 'R' : 'U', msgFlag: folder === 'sent' ? 'F' : 'T', deleteStatus: false }],
      internal: { ownerUserId: userId },
    });
    messageNumber += 1;
  };
  for (const [userId, key, type, folder, subject, subjectId, hoursAgo, read, body, replyTo] of MAILS) add(userId, type, folder, subject, subjectId, hoursAgo, read, body, replyTo, key);
  ctx.pendingApprovals.forEach((p, i) =>
    add(p.userId, 'A', 'inbox', 'Transaction Initiated', null, 3 + i, false, esc(`Dear Customer,<br><p>${p.name} initiated by Tom Fairweather is pending for your approval. The reference number for this transaction is ${p.transactionId}.</p>`)));

  const mailers: MailerRecord[] = [];
  for (const [userIds, subject, hoursAgo, priority, readBy, body] of BULLETINS) {
    const messageId = messageIdOf(messageNumber);
    const stamp = londonStamp(hoursBefore(ctx.now, hoursAgo));
    for (const userId of userIds) {
      mailers.push({
        creationDate: stamp, receivedDate: `${stamp.slice(0, 10)}T00:00:00`, mapId: `M${String(messageNumber).padStart(6, '0')}${userId}`, subject, messageId,
        userId, status: readBy.includes(userId) ? 'R' : 'U', priority, deleteStatus: false, messageBody: body,
      });
    }
    messageNumber += 1;
  }
  return { mails, mailers, nextMessage: messageNumber };
}
