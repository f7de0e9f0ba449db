import styled from 'styled-components';

/** The payments area's lists of cards (payees, standing orders): one card per item, details as a grid. */
export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  /* Names and references are the bank's words, maybe one long word: they wrap rather than widen the page (WCAG 1.4.10). */
  h2,
  dd {
    overflow-wrap: anywhere;
  }

  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;
