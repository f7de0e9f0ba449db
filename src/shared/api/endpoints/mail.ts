/** The mailbox calls (SPEC.md section 7 "Mail"): mails, bulletins (mailers), subjects, and the header's summary. */
import { endpoint } from './endpoint';

export const MAIL_ENDPOINTS = {
  count: endpoint('GET', 'v1/mailbox/count'),
  alerts: endpoint('GET', 'v1/mailbox/alerts'),
  mails: endpoint('GET', 'v1/mailbox/mails'),
  send: endpoint('POST', 'v1/mailbox/mails'),
  mail: endpoint('GET', 'v1/mailbox/mails/{messageId}'),
  markMailRead: endpoint('PUT', 'v1/mailbox/mails/{messageId}'),
  reply: endpoint('POST', 'v1/mailbox/mails/{messageId}/replyMail'),
  mailers: endpoint('GET', 'v1/mailbox/mailers'),
  mailer: endpoint('GET', 'v1/mailbox/mailers/{messageId}'),
  markMailerRead: endpoint('PUT', 'v1/mailbox/mailers/{messageId}'),
  subjects: endpoint('GET', 'v1/mailbox/subjects'),
} as const;
