import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* 100%, never px: the reader's browser text size is the base every rem grows from (WCAG 1.4.4). */
  html {
    font-size: 100%;
    -webkit-text-size-adjust: 100%;
    /*
     * The browser scrolls a focused control only just into view, so its focus ring was cut off at the
     * window's edge, or the control sat under a bar fixed there (the demo's Fake bank dock). This keeps a
     * control's height and a gap free at the top and bottom when it scrolls focus into view (WCAG 2.4.11).
     */
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
  /*
   * Headings' look comes from here only (the type scale in tokens.ts): no page wrapper reaches into its
   * children to restyle them. A component with a heading of its own look (a card's title) sets it on itself.
   */
  h1, h2, h3 {
    color: ${({ theme }) => theme.colors.heading};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h1 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.heading.h1}; }
  h2 { margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.heading.h2}; }
  h3 { margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.heading.h3}; }
  /* The base colour of a bare link; the Link component and links styled as buttons set their own. */
  a { color: ${({ theme }) => theme.colors.link}; }
  /* A native select is as wide as its longest option, often the bank's words: never wider than its row (WCAG 1.4.10). */
  select { max-width: 100%; }
  /*
   * Focus is always visible (WCAG 2.4.7), for keyboard users on every control: a dark
   * inner ring and a yellow outer one, so it shows on white cards and on the navy header.
   */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusInner};
  }
  /* Windows high contrast drops box-shadows: keep a system-coloured outline there. */
  @media (forced-colors: active) {
    :focus-visible { outline-color: Highlight; }
  }
  /*
   * Vestibular disorders (WCAG 2.3.3): no sliding, fading or smooth scrolling when the reader
   * asks. Animations that carry meaning (the spinner) slow down in their own component instead.
   */
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { transition-duration: 0.01ms !important; }
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
`;
