import styled from 'styled-components';
import { DataTable } from '@/shared/ui/DataTable';

/** A chart's figures as a table: the house's data table, its amounts lined up on the right. */
export const ChartTable = styled(DataTable)`
  font-variant-numeric: tabular-nums;

  .numeric {
    text-align: right;
  }
`;
