import type { StatementDownloadState, StatementListState, StatementsState } from './slice';

/** The only code that reads the statements slice. */
export type WithStatements = { statements: StatementsState };

export const selectStatementList = (state: WithStatements): StatementListState => state.statements.list;

export const selectStatementDownload = (state: WithStatements, documentId: string): StatementDownloadState | undefined =>
  state.statements.downloads[documentId];
