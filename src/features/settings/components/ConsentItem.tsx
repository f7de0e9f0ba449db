import styled from 'styled-components';
import { formatShortDate } from '@/shared/lib/dates';
import { Button } from '@/shared/ui/Button';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import type { CompanyConsent } from '../types';

export const WITHDRAW_LABEL = 'Withdraw access';
export const NO_END_TEXT = 'Until you withdraw it';

export interface ConsentItemProps {
  consent: CompanyConsent;
  busy: boolean;
  /** Why the last withdrawal of this company failed. */
  error?: string;
  onWithdraw: () => void;
}

/** One company: what it may do, on which accounts, since and until when, and the way to withdraw it. */
export function ConsentItem({ consent, busy, error, onWithdraw }: ConsentItemProps) {
  return (
    <Item>
      <h2>{consent.company}</h2>
      <Facts>
        <div>
          <dt>It may</dt>
          <dd>
            <Plain>
              {consent.permissions.map((permission) => (
                <li key={permission}>{permission}</li>
              ))}
            </Plain>
          </dd>
        </div>
        <div>
          <dt>{consent.accounts.length === 1 ? 'Account' : 'Accounts'}</dt>
          <dd>
            <Plain>
              {consent.accounts.map((account) => (
                <li key={account}>{account}</li>
              ))}
            </Plain>
          </dd>
        </div>
        <div>
          <dt>Allowed since</dt>
          <dd>{formatShortDate(consent.grantedOn) || '–'}</dd>
        </div>
        <div>
          <dt>Allowed until</dt>
          <dd>{consent.expiresOn ? formatShortDate(consent.expiresOn) : NO_END_TEXT}</dd>
        </div>
      </Facts>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="button" $variant="secondary" $busy={busy} onClick={onWithdraw}>
        {WITHDRAW_LABEL}
        <VisuallyHidden> for {consent.company}</VisuallyHidden>
      </Button>
    </Item>
  );
}

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  div {
    display: contents;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
