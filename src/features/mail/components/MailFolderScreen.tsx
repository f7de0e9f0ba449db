import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { formatDayAndTime } from '@/shared/lib/dates';
import { ListState } from '@/shared/ui/ListState';
import { mailFolderOpened, mailSendCleared } from '../mailboxSlice';
import { selectMailFolder, type WithMailbox } from '../mailboxSelectors';
import { EMPTY_FOLDER_TEXT, FOLDER_TITLES, isMailFolder, mailPath } from '../rules';
import type { MailFolder, MailItem } from '../types';
import { MailboxNav } from './MailboxNav';

export const MAILBOX_TITLE = 'Secure mailbox';
export const SENT_TEXT = 'Your message has been sent.';
export const UNREAD_TEXT = 'Unread';

/** /secure-mail/f/{folderName}: the folders, then the chosen one's messages, newest first; `notFound` for any other folder. */
export function MailFolderScreen({ folderName, notFound }: { folderName?: string; notFound: ReactNode }) {
  if (!isMailFolder(folderName)) return notFound;
  return <Folder folder={folderName} />;
}

function Folder({ folder }: { folder: MailFolder }) {
  const dispatch = useDispatch();
  const list = useSelector((state: WithMailbox) => selectMailFolder(state, folder));
  const sent = Boolean((useLocation().state as { sent?: boolean } | null)?.sent);
  useEffect(() => {
    dispatch(mailFolderOpened(folder));
    dispatch(mailSendCleared());
  }, [dispatch, folder]);

  let content;
  if (list.status === 'failed') {
    content = <ListState state="error" code={list.error?.code ?? list.error?.status} onRetry={() => dispatch(mailFolderOpened(folder))} />;
  } else if (list.status !== 'succeeded' && list.items.length === 0) {
    content = <ListState state="loading" />;
  } else if (list.items.length === 0) {
    content = <ListState state="completelyEmpty" message={EMPTY_FOLDER_TEXT[folder]} />;
  } else {
    content = (
      <List aria-label={FOLDER_TITLES[folder]}>
        {list.items.map((item) => (
          <MailRow key={item.id} item={item} />
        ))}
      </List>
    );
  }

  return (
    <>
      <h1>{MAILBOX_TITLE}</h1>
      {sent && folder === 'outbox' && <Sent role="status">{SENT_TEXT}</Sent>}
      <MailboxNav current={folder} />
      <h2>{FOLDER_TITLES[folder]}</h2>
      {content}
    </>
  );
}

/** One message: the whole row is the link; unread rows are bold and say 'Unread' to screen readers. */
function MailRow({ item }: { item: MailItem }) {
  return (
    <Row $unread={!item.isRead}>
      <RowLink to={mailPath(item.folder, item.id)}>
        {!item.isRead && (
          <Marker>
            <span aria-hidden="true">●</span>
            <span className="visually-hidden">{UNREAD_TEXT}, </span>
          </Marker>
        )}
        <Subject>{item.subject || '(no subject)'}</Subject>
        {item.sender && (
          <Sender>
            <span className="visually-hidden">, from </span>
            {item.sender}
          </Sender>
        )}
        <When>
          <span className="visually-hidden">, </span>
          {formatDayAndTime(item.date)}
        </When>
      </RowLink>
    </Row>
  );
}

const Sent = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.li<{ $unread: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surface : 'transparent')};
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
`;

const RowLink = styled(Link)`
  display: grid;
  grid-template-columns: 1.25rem 1fr auto;
  grid-template-areas: 'marker subject date' 'marker sender date';
  gap: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Marker = styled.span`
  grid-area: marker;
  color: ${({ theme }) => theme.colors.brand};
`;

const Subject = styled.span`
  grid-area: subject;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  overflow-wrap: anywhere;
`;

const Sender = styled.span`
  grid-area: sender;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const When = styled.span`
  grid-area: date;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: right;
`;
