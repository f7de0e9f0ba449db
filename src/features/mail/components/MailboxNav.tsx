import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TabLink, TabList } from '@/shared/ui/TabLinks';
import { FOLDER_TITLES, MAIL_FOLDERS, mailPath } from '../rules';
import { selectUnreadBulletins, selectUnreadMail, type MailState } from '../slice';
import type { MailFolder } from '../types';
import { ROUTES } from '@/shared/routes/routeTable';

export const FOLDERS_NAV_LABEL = 'Mail folders';
export const NEW_MESSAGE_LABEL = 'New message';

/** The three folders as links (the current one marked), each with its unread count, and New message. */
export function MailboxNav({ current }: { current?: MailFolder }) {
  const unreadMail = useSelector((state: { mail: MailState }) => selectUnreadMail(state));
  const unreadBulletins = useSelector((state: { mail: MailState }) => selectUnreadBulletins(state));
  const unread: Record<MailFolder, number> = { inbox: unreadMail, outbox: 0, bulletins: unreadBulletins };
  return (
    <Bar>
      <nav aria-label={FOLDERS_NAV_LABEL}>
        <Tabs>
          {MAIL_FOLDERS.map((folder) => (
            <li key={folder}>
              <Tab to={mailPath(folder)} aria-current={folder === current ? 'page' : undefined}>
                {FOLDER_TITLES[folder]}
                {unread[folder] > 0 && (
                  <Count>
                    <span className="visually-hidden">, </span>
                    {unread[folder]}
                    <span className="visually-hidden"> unread</span>
                  </Count>
                )}
              </Tab>
            </li>
          ))}
        </Tabs>
      </nav>
      <NewLink to={ROUTES.newMail.href()}>{NEW_MESSAGE_LABEL}</NewLink>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Tabs = styled(TabList)`
  margin: 0;
`;

const Tab = TabLink;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.heading};
  text-align: center;
`;

const NewLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: 600;
  text-decoration: none;
`;
