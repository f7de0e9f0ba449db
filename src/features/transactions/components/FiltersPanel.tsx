import { useId, useState } from 'react';
import styled from 'styled-components';
import { sanitiseAmount, parseAmount } from '@/shared/lib/amount';
import { Button } from '@/shared/ui/Button';
import { DatePicker } from '@/shared/ui/DatePicker';
import { Fieldset, Legend, Option } from '@/shared/ui/RadioGroupField';
import { TextField } from '@/shared/ui/TextField';
import { amountRangeError, isTagSelected, toggleTag } from '../filters';
import { CATEGORY_LABELS, TRANSACTION_CATEGORIES, type TransactionCategory } from '../transactionCodes';
import type { TransactionFilters } from '../types';

export interface FiltersPanelProps {
  id: string;
  filters: TransactionFilters;
  currency: string;
  /** The first and last days the dates may take (the account's floor, and today). */
  minDate: string;
  maxDate: string;
  /** The dates the list shows now: where the picker starts. */
  shownRange: { start: string; end: string } | null;
  /**
   * Whether to offer the transaction types: only when some loaded row has a category (rules.ts rowFacts). With
   * none (a stock OBDX sends no posting codes) every type would find nothing.
   */
  offerTypes: boolean;
  onChange: (filters: TransactionFilters) => void;
}

const DIRECTIONS = [
  { value: 'A', label: 'All' },
  { value: 'D', label: 'Money out' },
  { value: 'C', label: 'Money in' },
] as const;

/**
 * The filters of SPEC.md section 3: money in or out and the type tags apply as they are ticked; the
 * amounts apply with their button (so half-typed numbers do not jump the list about); the dates apply
 * from the date picker.
 */
export function FiltersPanel({ id, filters, currency, minDate, maxDate, shownRange, offerTypes, onChange }: FiltersPanelProps) {
  const name = useId();
  const [min, setMin] = useState(filters.amountMinMax.min?.toString() ?? '');
  const [max, setMax] = useState(filters.amountMinMax.max?.toString() ?? '');
  const [amountError, setAmountError] = useState<string>();

  function applyAmounts() {
    const range = { min: parseAmount(min) ?? null, max: parseAmount(max) ?? null };
    const error = amountRangeError(range.min, range.max);
    setAmountError(error);
    if (!error) onChange({ ...filters, amountMinMax: range });
  }

  const tag = (value: TransactionCategory | 'all') => ({
    checked: isTagSelected(filters.tags, value),
    onChange: () => onChange({ ...filters, tags: toggleTag(filters.tags, value) }),
  });

  return (
    <Panel id={id} aria-label="Filters">
      <Fieldset>
        <Legend>Money in or out</Legend>
        <Row>
          {DIRECTIONS.map((direction) => (
            <Option key={direction.value}>
              <input
                type="radio"
                id={`${name}-${direction.value}`}
                name={`${name}-direction`}
                checked={filters.debitCreditFlag === direction.value}
                onChange={() => onChange({ ...filters, debitCreditFlag: direction.value })}
              />
              <label htmlFor={`${name}-${direction.value}`}>{direction.label}</label>
            </Option>
          ))}
        </Row>
      </Fieldset>

      <Fieldset>
        <Legend>Amount ({currency})</Legend>
        <Row>
          <TextField label="Minimum amount" inputMode="decimal" value={min} onChange={(e) => setMin(sanitiseAmount(e.target.value))} onKeyDown={(e) => e.key === 'Enter' && applyAmounts()} />
          <TextField
            label="Maximum amount"
            inputMode="decimal"
            value={max}
            error={amountError}
            onChange={(e) => setMax(sanitiseAmount(e.target.value))}
            onKeyDown={(e) => e.key === 'Enter' && applyAmounts()}
          />
        </Row>
        <div>
          <Button type="button" $variant="secondary" onClick={applyAmounts}>
            Apply amounts
          </Button>
        </div>
      </Fieldset>

      {offerTypes && (
        <Fieldset>
          <Legend>Transaction types</Legend>
          <Tags>
            <Option>
              <input type="checkbox" id={`${name}-all`} {...tag('all')} />
              <label htmlFor={`${name}-all`}>All types</label>
            </Option>
            {TRANSACTION_CATEGORIES.map((category) => (
              <Option key={category}>
                <input type="checkbox" id={`${name}-${category}`} {...tag(category)} />
                <label htmlFor={`${name}-${category}`}>{CATEGORY_LABELS[category]}</label>
              </Option>
            ))}
          </Tags>
        </Fieldset>
      )}

      <DatePicker
        // A removed dates filter puts the picker back to the dates shown.
        key={filters.datesStartEnd ? `${filters.datesStartEnd.start}/${filters.datesStartEnd.end}` : 'shown'}
        legend="Transaction dates"
        min={minDate}
        max={maxDate}
        today={maxDate}
        initialRange={filters.datesStartEnd ?? shownRange ?? undefined}
        onApply={(range) => onChange({ ...filters, datesStartEnd: range })}
      />
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

const Tags = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0 ${({ theme }) => theme.space.lg};
`;
