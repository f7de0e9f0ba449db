import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top, header in view, as a new page of any website does. The app changes pages
 * without loading a document, so the browser would keep the old page's scroll: a link followed from low on
 * a long page opened the next page part-way down. Back and Forward (POP) are left to the browser's own
 * scroll restoration, which returns as near the old place as the page then allows (a panel that was open is
 * closed again); a link to an anchor (#) scrolls to it instead. Layout effect: the reset
 * lands before the new page paints, and before its heading takes focus (useFocusOnRouteChange).
 */
export function useNewPageAtTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const seen = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const previous = seen.current;
    seen.current = pathname;
    // The first page of a visit is where the browser put it; the same path again is not a new page.
    if (previous === undefined || previous === pathname || navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
