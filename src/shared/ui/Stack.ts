import styled from 'styled-components';

/** A column of blocks a medium space apart: the body of a settings-like page. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The same column as a list without bullets: cards of things the customer manages. */
export const StackList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
