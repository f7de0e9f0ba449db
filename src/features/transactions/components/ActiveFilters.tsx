import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import type { ActiveFilter, FilterKey } from '../filters';

export interface ActiveFiltersProps {
  filters: readonly ActiveFilter[];
  onRemove: (key: FilterKey) => void;
  onClear: () => void;
}

/** Every filter in force, each removable alone, and all at once. */
export function ActiveFilters({ filters, onRemove, onClear }: ActiveFiltersProps) {
  if (filters.length === 0) return null;
  return (
    <Bar aria-label="Active filters">
      <Heading>Filtered by:</Heading>
      <Chips>
        {filters.map((filter) => (
          <li key={filter.key}>
            <Chip type="button" $variant="secondary" aria-label={`Remove filter: ${filter.label}`} onClick={() => onRemove(filter.key)}>
              {filter.label} <span aria-hidden="true">×</span>
            </Chip>
          </li>
        ))}
      </Chips>
      <Button type="button" $variant="link" onClick={onClear}>
        Clear all filters
      </Button>
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Heading = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled(Button)`
  border-radius: 999px;
`;
