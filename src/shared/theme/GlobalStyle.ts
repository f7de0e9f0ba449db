import { createGlobalStyle } from 'styled-components';

/**
 * The whole document's base rules, on every page, /login's first download included. Why each rule is
 * there is written here, not as CSS comments in the template: styled-components ships those to the browser
 * with the styles, and /login's budget (180 KiB gzip) has no room for prose.
 *
 * - html font-size 100%, never px: the reader's browser text size is the base every rem grows from
 *   (WCAG 1.4.4).
 * - html scroll-padding-block: the browser scrolls a focused control only just into view, so its focus ring
 *   was cut off at the window's edge, or the control sat under a bar fixed there (the demo's Fake bank
 *   dock). This keeps a control's height and a gap free at the top and bottom when it scrolls focus into
 *   view (WCAG 2.4.11).
 * - select max-width: a native select is as wide as its longest option, often the bank's words: never
 *   wider than its row (WCAG 1.4.10).
 * - :focus-visible: focus is always visible (WCAG 2.4.7), for keyboard users on every control: a dark inner
 *   ring and a yellow outer one, so it shows on white cards and on the navy header. Windows high contrast
 *   (forced-colors) drops box-shadows: a system-coloured outline there.
 * - prefers-reduced-motion: vestibular disorders (WCAG 2.3.3): no sliding, fading or smooth scrolling when
 *   the reader asks. Animations that carry meaning (the spinner) slow down in their own component instead.
 * - Headings and bare links take their look from TypographyStyle, which the page frames render.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    font-size: 100%;
    -webkit-text-size-adjust: 100%;
    scroll-padding-block: calc(${({ theme }) => theme.size.control} + ${({ theme }) => theme.space.md});
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.page};
    overflow-wrap: break-word;
  }
  select { max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusInner};
  }
  @media (forced-colors: active) {
    :focus-visible { outline-color: Highlight; }
  }
  /* Paper is white: the page's grey would print as a tint (or not at all, leaving cards without edges). */
  @media print {
    body { background: ${({ theme }) => theme.colors.surface}; }
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { transition-duration: 0.01ms !important; }
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
`;
