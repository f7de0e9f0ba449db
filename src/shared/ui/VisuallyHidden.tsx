import styled, { css } from 'styled-components';

/**
 * The rules that hide content on screen but keep it for screen readers; for parts hidden only at some widths.
 * Padding, border and margin go too: a hidden header row kept its padding and stood as an empty 64×32 box.
 */
export const visuallyHiddenCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only (e.g. "opens in a new tab"); still read, never shown. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
  position: absolute !important;
`;
