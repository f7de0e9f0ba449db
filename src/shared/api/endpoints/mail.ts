/**
 * The mailbox calls (SPEC.md section 7 "Mail"): mails, bulletins (mailers) and the subjects a message may have
 * (OBDX's mail categories). The header's summary: mailSummary.ts.
 */
import { endpoint } from './endpoint';

export const mails = /*#__PURE__*/ endpoint('GET', 'v1/mailbox/mails');
export const send = /*#__PURE__*/ endpoint('POST', 'v1/mailbox/mails');
export const mail = /*#__PURE__*/ endpoint('GET', 'v1/mailbox/mails/{messageId}');
export const markMailRead = /*#__PURE__*/ endpoint('PUT', 'v1/mailbox/mails/{messageId}');
export const reply = /*#__PURE__*/ endpoint('POST', 'v1/mailbox/mails/{messageId}/replyMail');
export const mailers = /*#__PURE__*/ endpoint('GET', 'v1/mailbox/mailers');
export const mailer = /*#__PURE__*/ endpoint('GET', 'v1/mailbox/mailers/{messageId}');
export const markMailerRead = /*#__PURE__*/ endpoint('PUT', 'v1/mailbox/mailers/{mapId}');
export const mailCategories = /*#__PURE__*/ endpoint('GET', 'v1/mailCategories');
