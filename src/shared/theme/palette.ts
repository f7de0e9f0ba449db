/** Raw colours. Components never use these directly: they use tokens.ts. */
export const palette = {
  navy900: '#0b1f33',
  navy700: '#17375e',
  navy500: '#2a5a8c',
  gold500: '#a8873a',
  grey050: '#f6f7f9',
  grey100: '#eceef2',
  grey300: '#c6cbd3',
  grey600: '#5b6472',
  grey800: '#2b313b',
  white: '#ffffff',
  red700: '#b00020',
  red050: '#fdecee',
  green700: '#1b6e3a',
  green050: '#e8f5ec',
  focus: '#ffbf47',
} as const;
