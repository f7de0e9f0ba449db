import { palette } from './palette';

/** Semantic design tokens (ARCHITECTURE.md principle 9), typed through DefaultTheme. */
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
    subtle: palette.grey100,
    onBrand: palette.white,
    danger: palette.red700,
    dangerSurface: palette.red050,
    success: palette.green700,
    successSurface: palette.green050,
    focusRing: palette.focus,
    backdrop: 'rgba(11, 31, 51, 0.6)',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '4px', md: '8px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  },
  layer: { header: 10, menu: 20, modal: 100 },
} as const;

export type AppTheme = typeof theme;
