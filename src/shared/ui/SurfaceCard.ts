import styled, { css } from 'styled-components';

/**
 * The one card of the app (issue 25): accounts, payees, standing orders, bulk files and approvals all sit
 * on it, so they look alike. A white surface on the grey page, a hairline border, rounded corners and a
 * quiet shadow (the border's colour, so no new colour): calm rather than boxed. Padding grows a little on
 * wider screens, in rem so it grows with the reader's text size too.
 */
export const surfaceCardStyles = css`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 2px ${({ theme }) => theme.colors.border};

  @media (min-width: ${({ theme }) => theme.breakpoints.small + 1}px) {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }
`;

/** One item of a list of cards (an account, a payee, a table row on a narrow screen, an item to decide on). */
export const SurfaceCard = styled.li`
  ${surfaceCardStyles}
`;

/** A list of cards: one column, evenly spaced, no bullets. */
export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
