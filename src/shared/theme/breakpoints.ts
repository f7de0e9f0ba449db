/**
 * SPEC.md section 9: small 599, medium 959; the slide-over menu shows up to 959 px. `large` (1279) is where
 * the desktop header has room for its full labels: from 960 to 1279 px it shows short ones and icons.
 */
export const BREAKPOINTS = { small: 599, medium: 959, large: 1279 } as const;

export const media = {
  small: `@media (max-width: ${BREAKPOINTS.small}px)`,
  upToMedium: `@media (max-width: ${BREAKPOINTS.medium}px)`,
  wide: `@media (min-width: ${BREAKPOINTS.medium + 1}px)`,
  /** 600 px and up: tablets and wider. */
  fromSmall: `@media (min-width: ${BREAKPOINTS.small + 1}px)`,
  /** 960 to 1279 px: the desktop header, compact. */
  compactHeader: `@media (min-width: ${BREAKPOINTS.medium + 1}px) and (max-width: ${BREAKPOINTS.large}px)`,
} as const;
