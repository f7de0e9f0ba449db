import type { ReactNode } from 'react';
import styled from 'styled-components';
import { approvalStatusWord } from '@/shared/approvals/approvalStatus';
import { formatShortDate } from '@/shared/lib/dates';
import { formatDayAndTime } from '@/shared/lib/londonTime';
import { Money } from '@/shared/ui/Money';
import type { ApprovalItem } from '../types';

const sortCode = (code: string) => (/^\d{6}$/.test(code) ? code.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3') : code);

/** Every fact of SPEC.md section 3 "Approval transaction" the item has: what the approver decides on. */
export function ApprovalDetails({ item }: { item: ApprovalItem }) {
  const payee = [item.payee.name, sortCode(item.payee.sortCode), item.payee.account].filter(Boolean).join(' ');
  const rows: [string, ReactNode][] = [
    ['Reference', item.reference],
    ['Type', item.typeName || item.typeCode],
    ['Status', item.statusWord],
    ['Amount', item.amount ? <Money amount={item.amount.amount} currency={item.amount.currency} /> : '–'],
    ['Value date', item.valueDate ? formatShortDate(item.valueDate) : '–'],
    ['Requested by', item.requestedBy || '–'],
    ['Created', formatDayAndTime(item.created)],
    ['From', item.fromAccount || '–'],
    ['Payee', payee || '–'],
    ['Remarks', item.remarks || '–'],
  ];
  return (
    <>
      <Facts>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {item.audit.length > 0 && (
        <Audit aria-label={`Decisions on ${item.reference}`}>
          {item.audit.map((entry) => (
            <li key={`${entry.authedBy}-${entry.authedOn}`}>
              {approvalStatusWord(entry.status)} by {entry.authedBy} on {formatDayAndTime(entry.authedOn)}
              {entry.remarks ? `: ${entry.remarks}` : ''}
            </li>
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
