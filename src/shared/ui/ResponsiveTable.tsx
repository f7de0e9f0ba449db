import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardList, SurfaceCard } from './SurfaceCard';
import { BREAKPOINTS } from '@/shared/theme/breakpoints';
import { DataTable } from '@/shared/ui/DataTable';
import { useMaxWidth } from '@/shared/ui/useMaxWidth';
import { VisuallyHidden } from './VisuallyHidden';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures line up on the right of a wide table. */
  numeric?: boolean;
  /**
   * An action (a Download button) rather than a fact: its column header is for screen readers only, and on
   * a card it stands under the facts without a term of its own.
   */
  action?: boolean;
}

export interface ResponsiveTableProps<T> {
  /** Names the table (its caption) and, on a narrow screen, the list of cards. */
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The column that names a row: the row header of the table, the heading of a card. */
  title: Column<T>;
  columns: readonly Column<T>[];
  /** The cards' heading level under the page's own headings. */
  headingLevel: 2 | 3;
}

/**
 * A table of records (bulk files, the activity log…). Wide: a data table with column and row headers.
 * At 959 px and below (SPEC.md section 9's medium breakpoint) each row becomes a card: a heading and a
 * list of its terms, so nothing needs a sideways scroll and every value keeps its name.
 */
export function ResponsiveTable<T>({ caption, rows, rowKey, title, columns, headingLevel }: ResponsiveTableProps<T>) {
  const narrow = useMaxWidth(BREAKPOINTS.medium);
  if (narrow) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return (
      <Cards aria-label={caption}>
        {rows.map((row) => (
          <Card key={rowKey(row)}>
            <Heading>{title.cell(row)}</Heading>
            <dl>
              {columns
                .filter((column) => !column.action)
                .map((column) => (
                  <div key={column.header}>
                    <dt>{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
            </dl>
            {columns
              .filter((column) => column.action)
              .map((column) => (
                <CardAction key={column.header}>{column.cell(row)}</CardAction>
              ))}
          </Card>
        ))}
      </Cards>
    );
  }
  return (
    <Scroller>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {[title, ...columns].map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.action ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{title.cell(row)}</th>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? 'numeric' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled(DataTable)`
  background: ${({ theme }) => theme.colors.surface};

  thead th {
    color: ${({ theme }) => theme.colors.heading};
    border-bottom-width: 2px;
  }

  tbody th {
    font-weight: 400;
    overflow-wrap: anywhere;
  }

  .numeric {
    text-align: right;
    white-space: nowrap;
  }
`;

const Cards = CardList;

const Card = styled(SurfaceCard)`
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }

  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
  }
`;

const CardAction = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;
