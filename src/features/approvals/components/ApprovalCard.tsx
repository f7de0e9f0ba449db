import type { ReactNode } from 'react';
import { presentFacts } from '@/shared/ui/presentFacts';
import styled from 'styled-components';
import { approvalStatusWord } from '@/shared/approvals/approvalStatus';
import { formatShortDate } from '@/shared/lib/dates';
import { formatDayAndTime } from '@/shared/lib/dates';
import { MaskedNumber } from '@/shared/ui/MaskedNumber';
import { Money } from '@/shared/ui/Money';
import type { ApprovalItem } from '../types';

const sortCode = (code: string) => (/^\d{6}$/.test(code) ? code.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3') : code);

/** An audit entry in words, saying only what the bank sent: 'Accepted by CORP1 on 5 Mar 2026, 10:12: Fine'. */
function auditLine(entry: ApprovalItem['audit'][number]): string {
  const on = entry.authedOn ? formatDayAndTime(entry.authedOn) : '';
  const said = [approvalStatusWord(entry.status), entry.authedBy && `by ${entry.authedBy}`, on && on !== '–' && `on ${on}`].filter(Boolean).join(' ');
  return entry.remarks ? `${said}: ${entry.remarks}` : said;
}

/**
 * Every fact of SPEC.md section 3 "Approval transaction" the item has: what the approver decides on. A fact
 * the bank did not send is left out rather than shown as an empty label: remarks and the decisions so far
 * come only from a bank's extension layer (a stock OBDX sends neither), and a payee has no amount.
 */
export function ApprovalDetails({ item }: { item: ApprovalItem }) {
  const payeeText = [item.payee.name, sortCode(item.payee.sortCode)].filter(Boolean).join(' ');
  const payee = item.payee.account ? (
    <>
      {payeeText && `${payeeText} `}
      <MaskedNumber number={item.payee.account} />
    </>
  ) : (
    payeeText
  );
  const created = item.created ? formatDayAndTime(item.created) : '';
  const rows: [string, ReactNode][] = [
    ['Reference', item.reference],
    ['Type', item.typeName || item.typeCode],
    ['Status', item.statusWord],
    ['Amount', item.amount ? <Money amount={item.amount.amount} currency={item.amount.currency} /> : null],
    ['Value date', item.valueDate ? formatShortDate(item.valueDate) : null],
    ['Requested by', item.requestedBy],
    ['Created', created === '–' ? null : created],
    ['From', item.fromAccount ? <MaskedNumber number={item.fromAccount} /> : null],
    ['Payee', payee],
    ['Remarks', item.remarks],
  ];
  const audit = item.audit.filter((entry) => entry.status || entry.authedBy);
  return (
    <>
      <Facts>
        {presentFacts(rows).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {audit.length > 0 && (
        <Audit aria-label={`Decisions on ${item.reference}`}>
          {audit.map((entry, index) => (
            <li key={`${entry.authedBy}-${entry.authedOn}-${index}`}>{auditLine(entry)}</li>
          ))}
        </Audit>
      )}
    </>
  );
}

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0;

  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Audit = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
