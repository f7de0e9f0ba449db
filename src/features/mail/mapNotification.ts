import type { Notification } from './types';

export interface AlertWire {
  messageId?: { value?: string };
  subject?: string;
  messageBody?: string;
  creationDate?: string;
  receivedDate?: string;
  messageUserMappings?: { status?: string }[];
}

/** Alert bodies carry HTML (already entity-decoded by the client); notifications show text only. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function mapNotification(alert: AlertWire): Notification {
  return {
    id: alert.messageId?.value ?? '',
    subject: alert.subject ?? '',
    text: plainText(alert.messageBody ?? ''),
    date: alert.receivedDate ?? alert.creationDate ?? '',
    isRead: !(alert.messageUserMappings ?? []).some((m) => m.status === 'U'),
  };
}

type CountAnswer = { summary?: { items?: { messageType?: string; unReadCount?: number }[] } };

/** GET v1/mailbox/count → unread secure messages (messageType M) or bulletins (B). */
export function unreadMailCount(answer: CountAnswer, messageType: 'M' | 'B' = 'M'): number {
  return answer.summary?.items?.find((item) => item.messageType === messageType)?.unReadCount ?? 0;
}
