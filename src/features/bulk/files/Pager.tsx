import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';

export interface PagerProps {
  /** Names the navigation landmark ('Bulk file pages'). */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and Next under a paged list; 'Page N of M' is a status, so a new page is announced. */
export function Pager({ label, page, pageCount, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous<VisuallyHidden> page</VisuallyHidden>
      </Button>
      <Where role="status">
        Page {page} of {pageCount}
      </Where>
      <Button type="button" $variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next<VisuallyHidden> page</VisuallyHidden>
      </Button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Where = styled.p`
  margin: 0;
  font-weight: 600;
`;
