import styled, { css } from 'styled-components';
import { Money } from '@/shared/ui/Money';
import { ChartTable } from './ChartTable';
import type { FlowGroup } from './types';

/**
 * One direction of "where it went" as bars (issue 30): a name, a bar as long as its share of the biggest,
 * and the amount written beside it, so no figure is read off a scale. "Everything else" is hatched as well
 * as named, never told apart by colour alone.
 */
export function FlowBars({ title, groups, currency }: { title: string; groups: readonly FlowGroup[]; currency: string }) {
  const biggest = Math.max(0, ...groups.map((g) => g.amount));
  return (
    <Block>
      <h4>{title}</h4>
      {groups.length === 0 ? (
        <p>None.</p>
      ) : (
        <Bars>
          {groups.map((group) => (
            <li key={group.name}>
              <Name>{group.name}</Name>
              <Track>
                <Bar $rest={Boolean(group.rest)} style={{ width: `${biggest > 0 ? Math.max((group.amount / biggest) * 100, 1) : 0}%` }} />
              </Track>
              <Amount>
                <Money amount={group.amount} currency={currency} />
              </Amount>
            </li>
          ))}
        </Bars>
      )}
    </Block>
  );
}

/**
 * The same groups as a table: payee or description (with how many entries) and the amount. Two columns, so
 * it fits a 320 px screen with the names unbroken.
 */
export function FlowTable({ caption, groups, currency }: { caption: string; groups: readonly FlowGroup[]; currency: string }) {
  return (
    <ChartTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Payee or description</th>
          <th scope="col" className="numeric">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.length === 0 ? (
          <tr>
            <td colSpan={2}>None.</td>
          </tr>
        ) : (
          groups.map((group) => (
            <tr key={group.name}>
              <th scope="row">
                {group.name}
                <Count>{group.count === 1 ? '1 transaction' : `${group.count} transactions`}</Count>
              </th>
              <td className="numeric">
                <Money amount={group.amount} currency={currency} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </ChartTable>
  );
}

const Count = styled.span`
  display: block;
  font-weight: normal;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Block = styled.div`
  /* The bars ask how wide their card is, not the screen: two cards side by side are each narrow. */
  container-type: inline-size;

  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

const Bars = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: minmax(0, 11rem) minmax(0, 1fr) auto;
    grid-template-areas: 'name bar amount';
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }

  /* A phone: the name and the amount on one line, the bar under them. */
  @container (max-width: 30rem) {
    li {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'name amount' 'bar bar';
      row-gap: ${({ theme }) => theme.space.xxs};
    }
  }
`;

const Name = styled.span`
  grid-area: name;
  overflow-wrap: anywhere;
`;

const Track = styled.span`
  grid-area: bar;
  display: block;
  min-width: 0;
`;

const Bar = styled.span<{ $rest: boolean }>`
  display: block;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brand};
  ${({ $rest, theme }) =>
    $rest &&
    css`
      background: repeating-linear-gradient(45deg, ${theme.colors.textMuted} 0 3px, ${theme.colors.surface} 3px 6px);
      border: 1px solid ${theme.colors.textMuted};
    `}
`;

const Amount = styled.span`
  grid-area: amount;
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
