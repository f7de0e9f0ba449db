import { DIGX_CODES } from '../bank/profile';
import { FUNCTION_TASK_CODES } from '../bank/profile';
import { pdfBase64, statementPdf } from '../bank/pdf';
import { toWire } from '../bank/seed/toWire';
import type { AccountRecord, StatementRecord, StatementType } from '../bank/types';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Statements (SPEC.md sections 3 "Statement", 7 "Transactions and statements" and 9). SPEC.md names the
 * calls, not the answers; these shapes are ours in OBDX style:
 * - GET cz/v1/accounts/{id}/statements?statementType&fromDate&toDate
 *     → { status, statements: [{ id, documentId, title, date: "YYYY-MM-DDT00:00:00", statementType, accountId: {displayValue, value} }] }
 *   newest first; statementType optional (one of the four SPEC types); fromDate/toDate YYYY-MM-DD, inclusive, on the statement date.
 * - GET cz/v1/accounts/{id}/statements/{docId}
 *     → { status, documentName: "<title>_<last 4>.pdf", contentType: "application/pdf", documentContents: "<base64 PDF>" }
 *   the PDF is made on demand from the statement period's transactions (bank/pdf.ts).
 * Only the session user's accounts (narrowed by X-Target-Unit like the accounts calls) answer; an account
 * whose statements are disabled (loans and mortgages) or that has none is refused, and so is a user without
 * the statements (loanStatements for lending) function.
 */

const SUCCESS = { result: 'SUCCESSFUL', message: { code: '0', type: 'INFO' } };
export const STATEMENT_TYPES: readonly StatementType[] = ['Statement', 'LOAN-PRENOTICE', 'CCALOAN-STATEMENT', 'CASA-Statement'];
const YMD = /^\d{4}-\d{2}-\d{2}$/;

const notFound = () => obdxError(400, DIGX_CODES.accountDetailsNotFound, 'The account details could not be found.');
const wrong = (detail: string) => obdxError(400, DIGX_CODES.wrongDetails, detail);

/** One of the user's accounts (of the target entity when X-Target-Unit names one of theirs). */
function ownAccount({ bank, user, request, params }: DigxContext): AccountRecord | undefined {
  const target = request.headers.get('X-Target-Unit');
  const entity = target
    ? Object.values(bank.state.parties).find((p) => p.entityId === target && user.partyNumbers.includes(p.partyNumber))
    : undefined;
  const account = bank.state.accounts[params.id];
  if (!account || !account.internal.ownerUserIds.includes(user.userId)) return undefined;
  return !entity || account.internal.partyNumber === entity.partyNumber ? account : undefined;
}

/** Why the account's statements may not be shown, or undefined when they may. */
function refusal(ctx: DigxContext, account: AccountRecord): Response | undefined {
  const { capabilities, group } = account.internal;
  const needed = FUNCTION_TASK_CODES[group === 'lending' ? 'loanStatements' : 'statements'];
  if (!needed.some((code) => ctx.user.allowedTransactions.includes(code))) {
    return obdxError(400, DIGX_CODES.accessDenied, 'You are not permitted to view statements of this account.');
  }
  if (capabilities.statementsDisabled || !capabilities.hasStatements) return wrong('Statements are not available for this account.');
  return undefined;
}

/** A real calendar day written YYYY-MM-DD. */
function validDay(value: string): boolean {
  if (!YMD.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function listStatements(ctx: DigxContext): Response {
  const account = ownAccount(ctx);
  if (!account) return notFound();
  const refused = refusal(ctx, account);
  if (refused) return refused;

  const query = ctx.url.searchParams;
  const type = query.get('statementType') || undefined;
  const from = query.get('fromDate') || undefined;
  const to = query.get('toDate') || undefined;
  if (type !== undefined && !STATEMENT_TYPES.includes(type as StatementType)) return wrong(`Unknown statement type ${type}.`);
  if ((from !== undefined && !validDay(from)) || (to !== undefined && !validDay(to))) return wrong('The dates must be real days written YYYY-MM-DD.');
  if (from !== undefined && to !== undefined && from > to) return wrong('The from date must not be after the to date.');

  const statements = ctx.bank.state.statements
    .filter((s) => s.accountId.value === account.id.value)
    .filter((s) => !type || s.statementType === type)
    .filter((s) => (!from || s.date.slice(0, 10) >= from) && (!to || s.date.slice(0, 10) <= to))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return ok({ status: SUCCESS, statements: statements.map((s) => toWire(s)) });
}

/** "Statement March 2026", account ending 4561 → "Statement_March_2026_4561.pdf". */
function documentName(statement: StatementRecord): string {
  return `${statement.title.replace(/[^A-Za-z0-9]+/g, '_')}_${statement.internal.accountNumber.slice(-4)}.pdf`;
}

function getDocument(ctx: DigxContext): Response {
  const account = ownAccount(ctx);
  if (!account) return notFound();
  const refused = refusal(ctx, account);
  if (refused) return refused;
  const statement = ctx.bank.state.statements.find((s) => s.documentId === ctx.params.docId && s.accountId.value === account.id.value);
  if (!statement) return wrong('The statement could not be found.');
  return ok({
    status: SUCCESS,
    documentName: documentName(statement),
    contentType: 'application/pdf',
    documentContents: pdfBase64(statementPdf(ctx.bank.state, statement)),
  });
}

export function statementHandlers(route: Route) {
  return [route('get', 'cz/v1/accounts/:id/statements', listStatements), route('get', 'cz/v1/accounts/:id/statements/:docId', getDocument)];
}
