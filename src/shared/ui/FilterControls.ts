import styled from 'styled-components';
import { FieldInput } from './Field';

/** A row of list controls (a window, a status…) that wraps on a narrow screen, their labels above. */
export const FilterControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  > div {
    margin-bottom: 0;
    /* A select is as wide as its longest option (an account's name, the bank's words): never wider than the page. */
    max-width: 100%;
  }
`;

/** A native select in a FilterControls row, styled as the form fields are. */
export const FilterSelect = styled(FieldInput)`
  min-width: 12rem;
  cursor: pointer;
`;

/**
 * A native select on one line beside its label (the entity selector, the upcoming list's filters), styled as
 * the form fields are: as wide as its choice, and narrower than its longest option rather than wider than
 * the page. The browser's own select look was a thin square box beside the app's fields.
 */
export const InlineSelect = styled(FilterSelect)`
  width: auto;
  min-width: 0;
  max-width: 100%;
`;
