import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@/shared/theme/breakpoints';
import { TabLink, TabList } from '@/shared/ui/TabLinks';
import { settingsMenu } from './nav/menuItems';
import { useShellFacts } from './useShellFacts';

export const SETTINGS_NAV_LABEL = 'Details & settings';

/**
 * Every /settings page. On wide screens the header links only to Details & settings (the alerts page), so
 * authorisations, the activity log, password, PIN, account order and marketing could be reached only by
 * typing their address: this row links them all, as the slide-over menu does up to 959 px (where this row
 * is not shown, so the same links are not listed twice).
 */
export function SettingsLayout() {
  const facts = useShellFacts();
  const { pathname } = useLocation();
  const links = settingsMenu(facts.access, facts.pendingAuthorisations);
  return (
    <>
      <Nav aria-label={SETTINGS_NAV_LABEL}>
        <Tabs>
          {links.map((link) => (
            <li key={link.to}>
              <TabLink to={link.to} aria-current={pathname === link.to || pathname.startsWith(`${link.to}/`) ? 'page' : undefined}>
                {link.label}
              </TabLink>
            </li>
          ))}
        </Tabs>
      </Nav>
      <Outlet />
    </>
  );
}

/** In the shell's page frame, above the page's heading. */
const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${media.upToMedium} {
    display: none;
  }
`;

const Tabs = styled(TabList)`
  margin: 0;
`;
