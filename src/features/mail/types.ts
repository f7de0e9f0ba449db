/** A notification (OBDX mailbox alert, messageType A). */
export interface Notification {
  id: string;
  subject: string;
  /** Plain text: the alert body with its markup removed. */
  text: string;
  date: string;
  isRead: boolean;
}
