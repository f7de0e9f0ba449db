import { mapNotification, plainText, unreadMailCount } from './mapNotification';

describe('notifications', () => {
  it.each([
    ['Dear Customer,<br><p>Transfer pending.</p>', 'Dear Customer, Transfer pending.'],
    ['<script>alert(1)</script>Hi', 'alert(1) Hi'],
    ['', ''],
  ])('plainText(%p)', (html, text) => {
    expect(plainText(html)).toBe(text);
  });

  it('maps an OBDX alert', () => {
    expect(
      mapNotification({
        messageId: { value: 'A1' },
        subject: 'Transaction Initiated',
        messageBody: 'Dear Customer,<br><p>Pending.</p>',
        creationDate: '2026-11-01T10:00:00',
        messageUserMappings: [{ status: 'U' }],
      }),
    ).toEqual({ id: 'A1', subject: 'Transaction Initiated', text: 'Dear Customer, Pending.', date: '2026-11-01T10:00:00', isRead: false });
  });

  it.each([
    [{ summary: { items: [{ messageType: 'A', unReadCount: 4 }, { messageType: 'M', unReadCount: 2 }] } }, 2],
    [{ summary: { items: [] } }, 0],
    [{}, 0],
  ])('unread mail count of %p is %p', (answer, count) => {
    expect(unreadMailCount(answer)).toBe(count);
  });

  it('counts unread bulletins (messageType B) for the mailbox tab', () => {
    expect(unreadMailCount({ summary: { items: [{ messageType: 'M', unReadCount: 2 }, { messageType: 'B', unReadCount: 1 }] } }, 'B')).toBe(1);
  });
});
