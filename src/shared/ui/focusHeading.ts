import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Where focus goes when what it was on disappears: the page's main heading (WCAG 2.4.3). Without this, a
 * keyboard or screen reader user whose link, button or dialog vanished is left on the page body, and the
 * next Tab starts again from the top of the document.
 */

/** True when focus sits on something a page or a dialog chose: leave it there. */
function focusIsPlaced(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return false;
  return Boolean(active.closest('main, [role="dialog"], [role="alertdialog"]'));
}

/** Focuses the page's h1 (made focusable by script only), or `main`; returns what took focus. */
export function focusPageHeading(): HTMLElement | undefined {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  const target = heading ?? document.querySelector<HTMLElement>('main');
  if (!target) return undefined;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return document.activeElement === target ? target : undefined;
}

/** The button that shows the closed (hidden) panel `element` is in, by aria-controls: Menu for the slide-over. */
function closedDisclosureOf(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (!node.id || !node.hidden) continue;
    const id = node.id;
    const button = Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]')).find((b) => b.getAttribute('aria-controls')?.split(/\s+/).includes(id));
    if (button) return button;
  }
  return undefined;
}

/**
 * Gives focus back to `returnTo` (what had it before a dialog opened). When that sits in a menu that has
 * closed meanwhile, to that menu's button; when it cannot take focus (removed, disabled), to the page's heading.
 */
export function restoreFocus(returnTo: HTMLElement | null): void {
  if (returnTo && returnTo !== document.body && returnTo.isConnected) {
    const target = closedDisclosureOf(returnTo) ?? returnTo;
    target.focus();
    if (document.activeElement === target) return;
  }
  focusPageHeading();
}

/** How long a new page may take to show its heading (a lazy part, a first answer) before we give up. */
const WAIT_FOR_HEADING_MS = 5_000;

/**
 * After a client-side route change, focus moves to the new page's heading, unless the page (an error summary,
 * a first field it chose) or a dialog already placed it. The first page of a visit is left alone: the browser
 * starts at the top of the document, with the skip link first.
 */
export function useFocusOnRouteChange(): void {
  const { pathname } = useLocation();
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    const previous = seen.current;
    seen.current = pathname;
    // The same path again is StrictMode's second run of the effect, not a new page.
    if (previous === undefined || previous === pathname || focusIsPlaced()) return;
    if (focusPageHeading()?.tagName === 'H1') return;
    // No heading yet (a lazy part is loading): take it when it comes, unless focus has moved on meanwhile.
    const holder = document.activeElement;
    const observer = new MutationObserver(() => {
      if (document.activeElement !== holder) stop();
      else if (document.querySelector('h1')) {
        focusPageHeading();
        stop();
      }
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}

/**
 * For a step that replaces what the user acted on (a review after "Continue", the outcome after "Confirm"):
 * put the returned ref on the step's heading, which gets focus when the step appears.
 */
export function useFocusOnMount<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  }, []);
  return ref;
}
