import styled from 'styled-components';

/** The padded column every simple page sits in. */
export const PageBody = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  h1 {
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;
