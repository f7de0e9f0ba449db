import styled from 'styled-components';
import { SurfaceCard } from '@/shared/ui/SurfaceCard';

export { CardList } from '@/shared/ui/SurfaceCard';

/** The payments area's cards (payees, standing orders): the app's one card, details as a grid. */
export const Card = styled(SurfaceCard)`

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
