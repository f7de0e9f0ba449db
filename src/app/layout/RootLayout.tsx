import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { selectChallenge } from '@/shared/challenge/challengeSlice';
import { retryOnce } from '@/shared/lib/chunkLoad';
import { ErrorModal } from '@/shared/errors/ErrorModal';
import { useFocusOnRouteChange } from '@/shared/ui/focusHeading';
import { useNewPageAtTop } from '@/shared/ui/useNewPageAtTop';
import { BrowserNotice } from './BrowserNotice';
import { Footer } from './Footer';

/**
 * Every page: its title in the tab (WCAG 2.4.2), a new page at its top and focus on its heading after a route
 * change (WCAG 2.4.3), the browser notice, the footer and the app-wide dialogs.
 */
export function RootLayout() {
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as { title?: string } | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} | Online Banking` : 'Online Banking';
  }, [title]);
  useNewPageAtTop();
  useFocusOnRouteChange();
  return (
    <>
      <BrowserNotice />
      <PageArea>
        <Outlet />
      </PageArea>
      <Footer />
      <ChallengeDialog />
      <ErrorModal />
    </>
  );
}

/**
 * The passcode dialog's code comes with the shell's chunk (every page with a session has it already): /login,
 * which never asks for a passcode, does not carry it.
 */
const OtpDialog = lazy(() => retryOnce(() => import(/* webpackChunkName: "app-shell" */ '@/shared/challenge/OtpDialog')).then((m) => ({ default: m.OtpDialog })));

function ChallengeDialog() {
  const open = useSelector(selectChallenge).status !== 'closed';
  return open ? (
    <Suspense fallback={null}>
      <OtpDialog />
    </Suspense>
  ) : null;
}

/**
 * At least the viewport's height, so the footer starts below the fold: as a page fills in (a spinner, then
 * the shell, then the list) the footer moves further down out of sight instead of jumping across the
 * screen (Lighthouse's Cumulative Layout Shift).
 */
const PageArea = styled.div`
  min-height: 100vh;
`;
