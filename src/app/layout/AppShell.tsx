import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { hiddenInPrint } from '@/shared/theme/hiddenInPrint';
import styled from 'styled-components';
import { EntitySelector } from '@/features/entity/components/EntitySelector';
import { mailboxSummaryRequested } from '@/features/mail/slice';
import { IdleWarningDialog } from '@/features/session/components/IdleWarningDialog';
import { selectUser } from '@/features/session/selectors';
import { MarketingPrompt } from '@/features/settings/components/MarketingPrompt';
import { overlaysClosed } from '@/shared/overlay/overlaySlice';
import { afterNextPaint } from '@/shared/lib/afterNextPaint';
import { media } from '@/shared/theme/breakpoints';
import { frameColumn } from '@/shared/theme/frame';
import { TypographyStyle } from '@/shared/theme/TypographyStyle';
import { useAppDispatch, useAppSelector } from '../hooks';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { Spinner } from '@/shared/ui/Spinner';
import { NO_ACCESS_TEXT, NO_ACCESS_TITLE, routeAccess } from '../routeAccess';
import { HeaderMenu } from './nav/HeaderMenu';
import { MainNav } from './nav/MainNav';
import { MobileMenu } from './nav/MobileMenu';
import { useShellFacts } from './useShellFacts';

/** The authenticated shell at /: navigation, entity selector, the page, idle warning. */
export function AppShell() {
  const user = useAppSelector(selectUser);
  const facts = useShellFacts();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const access = routeAccess(pathname, facts.access);

  // The header's dots and notifications are asked for once the shell has painted with its first page, not
  // when the session starts: the page's own calls and its first paint go first (issue 13).
  useEffect(() => afterNextPaint(() => dispatch(mailboxSummaryRequested())), [dispatch]);

  // A new page closes whatever menu or panel led to it.
  useEffect(() => {
    dispatch(overlaysClosed());
  }, [pathname, dispatch]);

  return (
    <>
      <TypographyStyle />
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <Header>
        <HeaderRow>
          <Brand>Online Banking</Brand>
          <Wide>
            <MainNav facts={facts} />
          </Wide>
          <Wide>
            <HeaderMenu facts={facts} />
          </Wide>
          <Narrow>
            <MobileMenu facts={facts} />
          </Narrow>
        </HeaderRow>
      </Header>
      {user && user.entities.length > 1 && (
        <EntityBar>
          <Column>
            <EntitySelector entities={user.entities} />
          </Column>
        </EntityBar>
      )}
      {/* The page frame: every page sits in this column, so none has to (or can forget to) wrap itself. */}
      <Main id="main-content" tabIndex={-1}>
        {access === 'allowed' && <Outlet />}
        {access === 'wait' && <Spinner label={TRANSPORT_MESSAGES.loading} />}
        {access === 'denied' && (
          <>
            <h1>{NO_ACCESS_TITLE}</h1>
            <p>{NO_ACCESS_TEXT}</p>
          </>
        )}
      </Main>
      <IdleWarningDialog />
      <MarketingPrompt load={() => import(/* webpackChunkName: "settings" */ '../areas/settings/settingsPages')} />
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.layer.modal};
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Full width, navy; its row lines up with the page's column. */
const Header = styled.header`
  ${hiddenInPrint}
  position: relative;
  z-index: ${({ theme }) => theme.layer.header};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
`;

/**
 * One line from 960 px: nothing in it wraps (white-space), and from 960 to 1279 px the menus show short
 * labels and icons (MegaMenu, HeaderMenu) so that it fits. Positioned: the mega menus' panels hang from it.
 */
const HeaderRow = styled.div`
  ${frameColumn}
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const Brand = styled.span`
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
  ${media.wide} {
    font-size: ${({ theme }) => theme.font.size.mdLg};
  }
`;

/** Desktop only: above 959 px. */
const Wide = styled.div`
  ${media.upToMedium} {
    display: none;
  }
`;

/** The slide-over menu: up to 959 px. */
const Narrow = styled.div`
  ${media.wide} {
    display: none;
  }
`;

const Column = styled.div`
  ${frameColumn}
`;

/**
 * The page frame's column (tokens' frame). A formatting context of its own: a page's first margin (a bare
 * h1 while it waits for data) stays inside instead of moving the whole of main down, and main does not
 * jump back up when the page has loaded.
 */
const Main = styled.main`
  ${frameColumn}
  display: flow-root;
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
`;

const EntityBar = styled.div`
  ${hiddenInPrint}
  padding-block: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.subtle};
`;
