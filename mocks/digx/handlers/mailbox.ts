import type { Bank } from '../bank/Bank';
import { toWire } from '../bank/seed';
import { mailerHandlers } from './mailers';
import { mailHandlers } from './mails';
import { receivedMails, unreadSummary } from './mailStore';
import { ok } from './responses';
import type { Route } from './route';

/**
 * Secure mail: the counts and notifications the header shows, plus the messages (mails.ts) and the
 * bulletins and subjects (mailers.ts).
 *
 *   GET v1/mailbox/count   → {summary: {items: [{messageType: 'M'|'A'|'B', unReadCount}]}}   unread received
 *                            messages, notifications and bulletins; reading it delivers any bank answers due
 *   GET v1/mailbox/alerts  → {alertDTOs: [mail]}   the user's notifications (messageType A)
 */

export { receivedMails, unreadSummary } from './mailStore';

export function mailboxHandlers(route: Route, bank: Bank) {
  return [
    route('get', 'v1/mailbox/count', ({ user }) => ok({ summary: unreadSummary(bank, user) })),
    route('get', 'v1/mailbox/alerts', ({ user }) => ok({ alertDTOs: receivedMails(bank, user, 'A').map((mail) => toWire(mail)) })),
    ...mailHandlers(route),
    ...mailerHandlers(route),
  ];
}
