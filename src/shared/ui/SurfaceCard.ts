import styled from 'styled-components';

/** One item of a list of cards: a bordered surface (a table row on a narrow screen, an item to decide on). */
export const SurfaceCard = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;
