import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { OtpDialog } from '@/shared/challenge/OtpDialog';
import { ErrorModal } from '@/shared/errors/ErrorModal';
import { useFocusOnRouteChange } from '@/shared/ui/focusHeading';
import { BrowserNotice } from './BrowserNotice';
import { Footer } from './Footer';

/**
 * Every page: its title in the tab (WCAG 2.4.2), focus on its heading after a route change (WCAG 2.4.3), the
 * browser notice, the footer and the app-wide dialogs.
 */
export function RootLayout() {
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as { title?: string } | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} | Online Banking` : 'Online Banking';
  }, [title]);
  useFocusOnRouteChange();
  return (
    <>
      <BrowserNotice />
      <Outlet />
      <Footer />
      <OtpDialog />
      <ErrorModal />
    </>
  );
}
