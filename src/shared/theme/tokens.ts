import { BREAKPOINTS } from './breakpoints';
import { palette } from './palette';

/** The type scale: xs fine print, sm secondary text and the header, md body, mdLg-xl headings, xxl display. */
const typeScale = { xs: '0.8125rem', sm: '0.875rem', md: '1rem', mdLg: '1.125rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' } as const;

/**
 * Semantic design tokens (ARCHITECTURE.md principle 9), typed through DefaultTheme.
 * Components name a role ("danger", "link"), never a colour, so a second brand (the
 * racing bank) only swaps this map. Every text/background pair here meets WCAG AA 4.5:1
 * (src/shared/ui/contrast.test.ts holds them to it).
 */
export const theme = {
  colors: {
    page: palette.grey050,
    surface: palette.white,
    text: palette.grey800,
    textMuted: palette.grey600,
    heading: palette.navy900,
    brand: palette.navy700,
    brandStrong: palette.navy900,
    accent: palette.gold500,
    border: palette.grey300,
    /** Borders of controls: 3:1 against the page (WCAG 1.4.11), unlike the decorative `border`. */
    controlBorder: palette.grey600,
    subtle: palette.grey100,
    onBrand: palette.white,
    danger: palette.red700,
    dangerSurface: palette.red050,
    success: palette.green700,
    successSurface: palette.green050,
    link: palette.navy700,
    linkHover: palette.navy900,
    /** Two-tone focus: the dark inner ring shows on light surfaces, the yellow outer on dark ones. */
    focusRing: palette.focus,
    focusInner: palette.navy900,
    tooltip: palette.navy900,
    onTooltip: palette.white,
    /** Calendar: the chosen start/end day, and the days between them. */
    selected: palette.navy700,
    onSelected: palette.white,
    rangeSurface: palette.grey100,
    backdrop: 'rgba(11, 31, 51, 0.6)',
  },
  /**
   * The spacing scale, smallest to largest: rem, not px, so spacing grows with the reader's text size
   * (WCAG 1.4.4, 200% zoom). Gaps inside a component use xs-md; between blocks lg; between sections xl, xxl.
   */
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '4px', md: '8px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    /** h1 a page's title (xl), h2 a section (lg), h3 a group (mdLg): TypographyStyle. */
    size: typeScale,
    lineHeight: { tight: 1.25, body: 1.5 },
  },
  /**
   * The page frame every page sits in (the shell's main, header, entity bar and footer line up with it): a
   * centred column at most `maxWidth` wide, with gutters that grow with the window. The gutters are px, not
   * rem: they keep text off the window's edge, and a reader's larger text should take its room from them.
   */
  frame: {
    maxWidth: '72rem',
    gutter: { phone: '16px', tablet: '24px', desktop: '32px' },
  },
  size: {
    /** Minimum height and width of anything tappable (WCAG 2.5.5's 44 px at default text size). */
    control: '2.75rem',
    /** Readable line length for tooltips and messages. */
    measure: '20rem',
  },
  motion: { fast: '120ms', normal: '200ms' },
  breakpoints: BREAKPOINTS,
  layer: { header: 10, menu: 20, tooltip: 50, modal: 100 },
} as const;

export type AppTheme = typeof theme;
