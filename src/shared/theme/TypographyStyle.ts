import { createGlobalStyle } from 'styled-components';

/**
 * The one place headings get their look (the type scale in tokens.ts) and a bare link its colour: no page
 * wrapper reaches into its children to restyle them, and a component with a heading of its own look (a
 * card's title) sets it on itself. Rendered by the page frames (the shell and the public layout), not by
 * GlobalStyle: /login styles its own card, and its first download (180 KiB budget) does not carry these.
 */
export const TypographyStyle = createGlobalStyle`
  h1, h2, h3 {
    color: ${({ theme }) => theme.colors.heading};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h1 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.xl}; }
  h2 { margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.lg}; }
  h3 { margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.mdLg}; }
  a { color: ${({ theme }) => theme.colors.link}; }
`;
