/** SPEC.md section 9: small 599, medium 959; the slide-over menu shows up to 959 px. */
export const BREAKPOINTS = { small: 599, medium: 959 } as const;

export const media = {
  small: `@media (max-width: ${BREAKPOINTS.small}px)`,
  upToMedium: `@media (max-width: ${BREAKPOINTS.medium}px)`,
  wide: `@media (min-width: ${BREAKPOINTS.medium + 1}px)`,
} as const;
