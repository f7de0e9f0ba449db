import { statementsSlice, type StatementDownloadState, type StatementListState, type StatementsState } from './slice';
import { selectLazySlice } from '@/shared/state/selectLazySlice';

/** The only code that reads the statements slice. */
export type WithStatements = { statements?: StatementsState };
const selectState = selectLazySlice(statementsSlice);

export const selectStatementList = (state: WithStatements): StatementListState => selectState(state).list;

export const selectStatementDownload = (state: WithStatements, documentId: string): StatementDownloadState | undefined =>
  selectState(state).downloads[documentId];
