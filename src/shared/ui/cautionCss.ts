import { css } from 'styled-components';

/**
 * A message set apart from the page's text: a danger bar at its start and a light tint (the words carry the
 * meaning, the colour only marks it). One look for the login page's error, refusals, failed actions and
 * warnings such as an unconfirmed logout; each adds its own margins and text colour.
 */
export const cautionCss = css`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;
