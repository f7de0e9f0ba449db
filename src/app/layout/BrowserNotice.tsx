import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { useHydrated } from '@/shared/ui/useHydrated';
import { BROWSER_NOTICE_KEY, isUnsupportedBrowser } from './browserSupport';

export const BROWSER_NOTICE_TEXT =
  'Your browser is not supported by Online Banking, so some pages may not work. We recommend the latest Google Chrome or Mozilla Firefox.';

const dismissedBefore = () => {
  try {
    return localStorage.getItem(BROWSER_NOTICE_KEY) === 'yes';
  } catch {
    return false;
  }
};

/**
 * Dismissible, and the dismissal is remembered in this browser. Only the browser knows its name: a page
 * prerendered at build time shows the notice once hydrated.
 */
export function BrowserNotice({ userAgent }: { userAgent?: string }) {
  return useHydrated() ? <Notice userAgent={userAgent ?? navigator.userAgent} /> : null;
}

function Notice({ userAgent }: { userAgent: string }) {
  const [dismissed, setDismissed] = useState(dismissedBefore);
  if (dismissed || !isUnsupportedBrowser(userAgent)) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(BROWSER_NOTICE_KEY, 'yes');
    } catch {
      // Not remembered, but dismissed for now.
    }
    setDismissed(true);
  };
  return (
    <Banner role="region" aria-label="Browser support">
      <p>{BROWSER_NOTICE_TEXT}</p>
      <Button type="button" $variant="secondary" onClick={dismiss}>
        Dismiss
      </Button>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;
