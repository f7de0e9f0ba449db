import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { InlineSelect } from '@/shared/ui/FilterControls';
import { ALL_ACCOUNTS, entitySelectorDisabled } from '../rules';
import { entityChosen, selectActiveEntityId } from '../slice';

const ALL = '';

/** 'All Accounts' plus each entity; only for users with more than one. */
export function EntitySelector({ entities }: { entities: { id: string; name: string }[] }) {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const active = useSelector(selectActiveEntityId);
  const id = useId();
  if (entities.length < 2) return null;
  const disabled = entitySelectorDisabled(pathname);
  return (
    <Wrapper>
      <label htmlFor={id}>Showing</label>
      <InlineSelect
        as="select"
        id={id}
        value={active ?? ALL}
        disabled={disabled}
        aria-describedby={disabled ? `${id}-why` : undefined}
        onChange={(event) => dispatch(entityChosen({ entityId: event.target.value || undefined, pathname }))}
      >
        <option value={ALL}>{ALL_ACCOUNTS}</option>
        {entities.map((entity) => (
          <option key={entity.id} value={entity.id}>
            {entity.name}
          </option>
        ))}
      </InlineSelect>
      {disabled && (
        <span id={`${id}-why`} className="visually-hidden">
          The activity log shows every entity, so the selector is off here.
        </span>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label {
    font-weight: 600;
  }
`;
