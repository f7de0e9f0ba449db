/**
 * The statements calls (SPEC.md section 7 "Transactions and statements"), through callDigx.
 *
 * The list is asked once per SPEC.md section 9 type, the four in parallel, each from 2015-01-01 to
 * today (London): SPEC.md lists the types as the values the call is made with, and a bank whose
 * statementType is required answers each. The answers are merged (one item per document) and sorted
 * by the rules; any one failing fails the list, which the screen retries whole.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as STATEMENTS_ENDPOINTS from '@/shared/api/endpoints/statements';
import { callDigx } from '@/shared/challenge/callDigx';
import { base64ToBlob } from '@/shared/lib/download';
import { mapStatement, type StatementWire } from './mapStatement';
import { newestFirst, STATEMENT_TYPES, STATEMENTS_FROM } from './rules';
import type { Statement } from './types';

interface StatementsAnswer {
  statements?: StatementWire[];
  /** Read too, in case a bank names the list as OBDX names its other DTO lists. */
  statementDTOs?: StatementWire[];
}

/** GET cz/v1/accounts/{id}/statements?statementType&fromDate&toDate for each type; newest first. */
export function* fetchStatements(accountId: string, today: string): SagaIterator<Statement[]> {
  const answers: DigxResponse<StatementsAnswer | undefined>[] = yield all(
    STATEMENT_TYPES.map((statementType) =>
      call(callDigx, STATEMENTS_ENDPOINTS.list.request({ accountId }, { params: { statementType, fromDate: STATEMENTS_FROM, toDate: today } })),
    ),
  );
  const byDocument = new Map<string, Statement>();
  for (const { data } of answers) {
    for (const wire of data?.statements ?? data?.statementDTOs ?? []) {
      const statement = mapStatement(wire, accountId);
      if (statement && !byDocument.has(statement.documentId)) byDocument.set(statement.documentId, statement);
    }
  }
  return newestFirst([...byDocument.values()]);
}

interface DocumentAnswer {
  documentName?: string;
  documentContents?: string;
}

/** GET cz/v1/accounts/{id}/statements/{docId}: the PDF (documentContents is base64). Throws when there is none. */
export function* fetchStatementDocument(accountId: string, documentId: string): SagaIterator<Blob> {
  const { data }: DigxResponse<DocumentAnswer | undefined> = yield call(callDigx, STATEMENTS_ENDPOINTS.document.request({ accountId, documentId }));
  const contents = data?.documentContents;
  if (typeof contents !== 'string' || contents.trim() === '') throw new Error('The bank sent no document.');
  return base64ToBlob(contents, 'application/pdf');
}
