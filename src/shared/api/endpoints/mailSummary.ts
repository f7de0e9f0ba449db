/**
 * The header's unread counts and notifications (SPEC.md section 7 "Mail"), asked as the shell first shows:
 * apart from mail.ts so the login page's bundle carries these two, not the mailbox's list.
 */
import { endpoint } from './endpoint';

export const count = /*#__PURE__*/ endpoint('GET', 'v1/mailbox/count');
export const alerts = /*#__PURE__*/ endpoint('GET', 'v1/mailbox/alerts');
