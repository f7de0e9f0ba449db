import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { OtpDialog } from '@/shared/challenge/OtpDialog';
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
      <OtpDialog />
      <ErrorModal />
    </>
  );
}

/**
 * At least the viewport's height, so the footer starts below the fold: as a page fills in (a spinner, then
 * the shell, then the list) the footer moves further down out of sight instead of jumping across the
 * screen (Lighthouse's Cumulative Layout Shift).
 */
const PageArea = styled.div`
  min-height: 100vh;
`;
