import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LogoutButton } from '@/features/session/components/LogoutButton';
import { useOverlay } from '@/shared/overlay/useOverlay';
import { Button } from '@/shared/ui/Button';
import type { ShellFacts } from '../useShellFacts';
import { settingsMenu } from './menuItems';
import { ROUTES } from '@/shared/routes/routeTable';

/** Narrow screens (up to 959 px): the slide-over menu of SPEC.md section 2. */
export function MobileMenu({ facts }: { facts: ShellFacts }) {
  const { isOpen, toggle, close } = useOverlay('mobileMenu');
  const panel = useRef<HTMLDivElement>(null);
  const settings = settingsMenu(facts.access, facts.pendingAuthorisations);

  useEffect(() => {
    if (isOpen) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [isOpen]);

  return (
    <>
      <MenuButton type="button" aria-expanded={isOpen} aria-controls="mobile-menu" onClick={toggle}>
        Menu
      </MenuButton>
      <SlideOver
        id="mobile-menu"
        ref={panel}
        hidden={!isOpen}
        onKeyDown={(e) => e.key === 'Escape' && close()}
        onClick={(e) => (e.target as HTMLElement).closest('a') && close()}
      >
        <nav aria-label="Menu">
          {/* Built when opened, as the mega menus' panels are (issue 13). */}
          {isOpen && (
            <>
              <CloseRow>
                <Button type="button" $variant="link" onClick={close}>
                  Close menu
                </Button>
              </CloseRow>
              <ul>
                <li>
                  <Link to={ROUTES.accounts.href()}>My Accounts</Link>
                </li>
                <li>
                  <Link to={ROUTES.payments.href()}>Payments &amp; Transfers</Link>
                </li>
                <li>
                  <Link to={ROUTES.secureMail.href()}>
                    Secure mailbox{facts.unreadMail > 0 ? ` (${facts.unreadMail} unread)` : ''}
                  </Link>
                </li>
              </ul>
              <h2>Details &amp; Settings</h2>
              <ul>
                {settings.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {/* Always there: its question ("Are you sure you want to LOG OUT?") closes the menu as it opens, and
              must outlive it. */}
          <LogoutButton />
        </nav>
      </SlideOver>
    </>
  );
}

const MenuButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.onBrand};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.onBrand};
  font: inherit;
  font-weight: 600;
`;

const SlideOver = styled.div`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: ${({ theme }) => theme.layer.menu};
  width: min(360px, 88vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* The header's row does not wrap and has the header's type size; the menu's links do, at body size. */
  font-size: ${({ theme }) => theme.font.size.md};
  white-space: normal;
  &[hidden] {
    display: none;
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    padding: 0;
    list-style: none;
  }
  li a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const CloseRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;
