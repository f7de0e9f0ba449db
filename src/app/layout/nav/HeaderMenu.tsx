import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@/shared/theme/breakpoints';
import { LogoutButton } from '@/features/session/components/LogoutButton';
import type { ShellFacts } from '../useShellFacts';
import { CompactLabel } from './CompactLabel';
import { GearIcon, MailIcon } from './icons';
import { NotificationsPanel } from './NotificationsPanel';
import { Dot } from './Dot';
import { ROUTES } from '@/shared/routes/routeTable';

/** Details & settings, Notifications, Secure Messaging and Log Out (SPEC.md section 2). */
export function HeaderMenu({ facts }: { facts: ShellFacts }) {
  return (
    <Menu aria-label="Your online banking">
      <ul>
        <li>
          <Link to={ROUTES.settings.href()}>
            <GearIcon />
            <CompactLabel>Details &amp; settings</CompactLabel>
          </Link>
        </li>
        <li>
          <NotificationsPanel />
        </li>
        <li>
          <Link to={ROUTES.secureMail.href()}>
            <MailIcon />
            <CompactLabel>Secure Messaging</CompactLabel>
            {facts.unreadMail > 0 && (
              <>
                <Dot aria-hidden="true" />
                <span className="visually-hidden">, {facts.unreadMail} unread</span>
              </>
            )}
          </Link>
        </li>
        <li>
          <HeaderLogOut />
        </li>
      </ul>
    </Menu>
  );
}

const Menu = styled.nav`
  > ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.compactHeader} {
      gap: ${({ theme }) => theme.space.xs};
    }
  }
  > ul > li > a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 44px;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.onBrand};
    position: relative;
    /* Navigation, not links in running text: no underline until hovered, as the menus' buttons beside them. */
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

/** Narrower padding than a form's button, so the header fits on one line (&&: over the Button's own). */
const HeaderLogOut = styled(LogoutButton)`
  && {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;
