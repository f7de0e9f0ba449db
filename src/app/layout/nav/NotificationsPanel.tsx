import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { mailboxSummaryRequested, selectHasUnreadNotifications, selectMailboxSummaryStatus, selectNotifications } from '@/features/mail/slice';
import { useOverlay } from '@/shared/overlay/useOverlay';
import { ListState } from '@/shared/ui/ListState';
import { CompactLabel } from './CompactLabel';
import { FlagIcon } from './icons';
import { Dot } from './Dot';

export const NO_NOTIFICATIONS = 'You have no notifications.';

/**
 * The flag button with its unread dot, and the panel it opens. When the bank could not be asked, the
 * panel says so and offers to ask again, rather than claiming there are no notifications.
 */
export function NotificationsPanel() {
  const dispatch = useDispatch();
  const notifications = useSelector(selectNotifications);
  const status = useSelector(selectMailboxSummaryStatus);
  const unread = useSelector(selectHasUnreadNotifications);
  const { isOpen, toggle, close } = useOverlay('panel:notifications');
  const panelId = useId();
  return (
    <Wrapper onKeyDown={(e) => e.key === 'Escape' && close()}>
      <Toggle type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={toggle}>
        <FlagIcon />
        <CompactLabel>Notifications</CompactLabel>
        {unread && (
          <>
            <Dot aria-hidden="true" />
            <span className="visually-hidden">, unread</span>
          </>
        )}
      </Toggle>
      {/* Focusable and labelled: the list scrolls, and keyboard users must reach all of it. */}
      <Panel id={panelId} hidden={!isOpen} tabIndex={0} role="region" aria-labelledby={`${panelId}-title`}>
        <h2 id={`${panelId}-title`}>Notifications</h2>
        {status === 'failed' && <ListState state="error" onRetry={() => dispatch(mailboxSummaryRequested())} />}
        {notifications.length === 0 ? (
          status !== 'failed' && <p>{NO_NOTIFICATIONS}</p>
        ) : (
          <ul>
            {notifications.map((n) => (
              <li key={n.id}>
                <strong>{n.subject}</strong>
                <p>{n.text}</p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: ${({ theme }) => theme.layer.menu};
  width: min(360px, 90vw);
  max-height: 60vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  /* The header's row does not wrap and has the header's type size; the panel's text does, at body size. */
  font-size: ${({ theme }) => theme.font.size.md};
  white-space: normal;
  &[hidden] {
    display: none;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.subtle};
  }
`;
