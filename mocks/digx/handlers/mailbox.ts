import type { Bank } from '../bank/Bank';
import { toWire } from '../bank/seed';
import type { MailRecord, UserRecord } from '../bank/types';
import { ok } from './responses';
import type { Route } from './route';

/** The user's own messages of one type that were received (msgFlag T) and not deleted. */
export function receivedMails(bank: Bank, user: UserRecord, type: MailRecord['messageType']): MailRecord[] {
  return bank.state.mails.filter(
    (mail) =>
      mail.internal.ownerUserId === user.userId &&
      mail.messageType === type &&
      mail.messageUserMappings.some((m) => m.msgFlag === 'T' && !m.deleteStatus),
  );
}

const unread = (mail: MailRecord) => mail.messageUserMappings.some((m) => m.status === 'U');

/** Secure mail counts and notifications (the rest of the mailbox arrives with the mail issue). */
export function mailboxHandlers(route: Route, bank: Bank) {
  return [
    route('get', 'v1/mailbox/count', ({ user }) =>
      ok({
        summary: {
          items: [
            { messageType: 'M', unReadCount: receivedMails(bank, user, 'M').filter(unread).length },
            { messageType: 'A', unReadCount: receivedMails(bank, user, 'A').filter(unread).length },
            { messageType: 'B', unReadCount: bank.state.mailers.filter((m) => m.userId === user.userId && m.status === 'U').length },
          ],
        },
      }),
    ),
    route('get', 'v1/mailbox/alerts', ({ user }) => ok({ alertDTOs: receivedMails(bank, user, 'A').map((mail) => toWire(mail)) })),
  ];
}
