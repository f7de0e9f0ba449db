/** The one mapper from the bank's statement item to SPEC.md's Statement. */
import { statementTypeTitle } from './rules';
import type { Statement } from './types';

/** A list item of GET cz/v1/accounts/{id}/statements, read leniently (docs/digx-api.md). */
export interface StatementWire {
  id?: string;
  documentId?: string | { value?: string };
  title?: string;
  /** "YYYY-MM-DDT00:00:00" (an OBDX business date) or "YYYY-MM-DD". */
  date?: string;
  statementType?: string;
  accountId?: string | { displayValue?: string; value?: string };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A statement, or undefined when the item has no document or no date (it could not be shown or fetched). */
export function mapStatement(wire: StatementWire, accountId: string): Statement | undefined {
  const documentId = typeof wire.documentId === 'string' ? wire.documentId : wire.documentId?.value;
  const day = DAY.exec(wire.date ?? '');
  if (!documentId || !day) return undefined;
  const [date, y, m, d] = day;
  const timeStamp = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (Number.isNaN(timeStamp)) return undefined;
  const type = wire.statementType ?? '';
  const typeTitle = statementTypeTitle(type);
  const wireAccount = typeof wire.accountId === 'string' ? wire.accountId : wire.accountId?.value;
  return {
    id: wire.id || documentId,
    documentId,
    title: wire.title?.trim() || typeTitle || 'Statement',
    date,
    year: Number(y),
    accountId: wireAccount || accountId,
    type,
    typeTitle,
    timeStamp,
  };
}
