import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { cautionCss } from '@/shared/ui/cautionCss';
import { CardList, SurfaceCard } from '@/shared/ui/SurfaceCard';
import { DECISION_WORDS } from '@/shared/approvals/approvalStatus';
import { Button } from '@/shared/ui/Button';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { Field, FieldInput } from '@/shared/ui/Field';
import { ListState } from '@/shared/ui/ListState';
import { Money } from '@/shared/ui/Money';
import { approvalsRequested, decisionRequested, selectApprovals, type ApprovalsState, type WithApprovals } from '../slice';
import type { ApprovalAction, ApprovalItem } from '../types';
import { ApprovalDetails } from './ApprovalCard';

export const AUTHORISATIONS_TITLE = 'Authorisations';
export const NOTHING_PENDING_TEXT = 'Nothing is waiting for your authorisation.';
export const DECLINE_REMARKS_MESSAGE = 'Add a remark to say why you are declining.';
const VERB = { approve: 'Authorise', reject: 'Decline' } as const;
const PAST = { approve: 'authorised', reject: 'declined' } as const;

const what = (item: ApprovalItem | undefined, id: string) => (item ? `${item.typeName || item.typeCode} ${item.reference}` : id);

/** What the last decision did, item by item: the words of SPEC.md section 4, and why any failed. */
function Outcomes({ decision }: { decision: ApprovalsState['decision'] }) {
  if (decision.status === 'idle' || !decision.action) return null;
  const action = decision.action;
  const done = decision.outcomes.filter((o) => o.result === 'done');
  const failed = decision.outcomes.flatMap((o) => (o.result === 'failed' ? [o] : []));
  return (
    <>
      <Done role="status" aria-label="Decisions made">
        {decision.status === 'deciding' && <p>{action === 'approve' ? 'Authorising…' : 'Declining…'}</p>}
        {done.length > 0 && (
          <ul>
            {done.map((o) => (
              <li key={o.id}>
                {what(o.item, o.id)}
                {o.item?.amount && (
                  <>
                    , <Money amount={o.item.amount.amount} currency={o.item.amount.currency} />
                  </>
                )}
                : <strong>{DECISION_WORDS[action]}</strong>
              </li>
            ))}
          </ul>
        )}
      </Done>
      {failed.length > 0 && (
        <Failed role="alert">
          {failed.map((o) => (
            <p key={o.id}>
              {what(o.item, o.id)} could not be {PAST[action]}: {o.error.message}
            </p>
          ))}
        </Failed>
      )}
    </>
  );
}

/**
 * /settings/authorisations: what others initiated and wait for this user, each with every fact of the
 * approval item; authorise or decline one, or tick several and decide them together, with remarks
 * (needed to decline) after a confirmation, and the passcode when the bank asks.
 */
export function AuthorisationsScreen() {
  const dispatch = useDispatch();
  const { list, decision } = useSelector((state: WithApprovals) => selectApprovals(state));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [remarks, setRemarks] = useState('');
  const [remarksError, setRemarksError] = useState<string>();
  const [confirming, setConfirming] = useState<{ action: ApprovalAction; ids: string[] }>();
  const remarksBox = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    dispatch(approvalsRequested());
  }, [dispatch]);

  const { items } = list;
  // Only what is still listed counts as chosen: a decided item has left the list.
  const chosen = items.filter((i) => ticked.has(i.id)).map((i) => i.id);
  const deciding = decision.status === 'deciding';
  const toggle = (id: string) => setTicked((current) => new Set(current.has(id) ? [...current].filter((x) => x !== id) : [...current, id]));
  const ask = (action: ApprovalAction, ids: string[]) => {
    if (action === 'reject' && remarks.trim() === '') {
      setRemarksError(DECLINE_REMARKS_MESSAGE);
      remarksBox.current?.focus();
      return;
    }
    setRemarksError(undefined);
    setConfirming({ action, ids });
  };

  let body: React.ReactNode;
  if (list.status === 'idle' || (list.status === 'loading' && items.length === 0)) body = <ListState state="loading" />;
  else if (list.status === 'failed') body = <ListState state="error" code={list.error?.code ?? list.error?.status} onRetry={() => dispatch(approvalsRequested())} />;
  else if (items.length === 0) body = <ListState state="completelyEmpty" message={NOTHING_PENDING_TEXT} />;
  else {
    body = (
      <>
        <p>{items.length === 1 ? '1 item is waiting for your authorisation.' : `${items.length} items are waiting for your authorisation.`}</p>
        <Cards aria-label="Waiting for authorisation">
          {items.map((item) => (
            <Card key={item.id} aria-labelledby={`approval-${item.id}`}>
              <Head>
                <input type="checkbox" id={`tick-${item.id}`} checked={ticked.has(item.id)} onChange={() => toggle(item.id)} aria-label={`Select ${item.reference}`} />
                <h2 id={`approval-${item.id}`}>{what(item, item.id)}</h2>
                {item.amount && <Money amount={item.amount.amount} currency={item.amount.currency} />}
              </Head>
              <ApprovalDetails item={item} />
              <Actions>
                <Button type="button" $busy={deciding} onClick={() => ask('approve', [item.id])} aria-label={`Authorise ${item.reference}`}>
                  Authorise
                </Button>
                <Button type="button" $variant="secondary" $busy={deciding} onClick={() => ask('reject', [item.id])} aria-label={`Decline ${item.reference}`}>
                  Decline
                </Button>
              </Actions>
            </Card>
          ))}
        </Cards>
        <Bar aria-label="Decide">
          <Field id="approval-remarks" label="Remarks" hint="Sent with your decision. Needed to decline." error={remarksError}>
            {(control) => <Remarks {...control} as="textarea" ref={remarksBox} rows={2} maxLength={255} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />}
          </Field>
          <Actions>
            <Button type="button" disabled={chosen.length === 0} $busy={deciding} onClick={() => ask('approve', chosen)}>
              Authorise selected ({chosen.length})
            </Button>
            <Button type="button" $variant="secondary" disabled={chosen.length === 0} $busy={deciding} onClick={() => ask('reject', chosen)}>
              Decline selected ({chosen.length})
            </Button>
          </Actions>
        </Bar>
      </>
    );
  }

  const confirmItems = confirming ? confirming.ids.map((id) => items.find((i) => i.id === id)) : [];
  return (
    <>
      <h1>{AUTHORISATIONS_TITLE}</h1>
      <Outcomes decision={decision} />
      {body}
      {confirming && (
        <ConfirmModal
          title={`${VERB[confirming.action]} ${confirming.ids.length === 1 ? 'this item' : `${confirming.ids.length} items`}?`}
          confirmLabel={`Yes, ${VERB[confirming.action].toLowerCase()}`}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => {
            dispatch(decisionRequested({ action: confirming.action, ids: confirming.ids, remarks: remarks.trim() }));
            setConfirming(undefined);
            setTicked(new Set());
          }}
        >
          <ul>
            {confirmItems.map((item, i) => (
              <li key={item?.id ?? i}>
                {what(item, confirming.ids[i])}
                {item?.amount && (
                  <>
                    , <Money amount={item.amount.amount} currency={item.amount.currency} />
                  </>
                )}
              </li>
            ))}
          </ul>
          {remarks.trim() && <p>Remarks: {remarks.trim()}</p>}
        </ConfirmModal>
      )}
    </>
  );
}

const Cards = styled(CardList)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Card = SurfaceCard;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  input {
    width: 1.5rem;
    height: 1.5rem;
  }

  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    /* What it is and who is paid, in the bank's words: a long word wraps rather than widen the page. */
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Bar = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 2px solid ${({ theme }) => theme.colors.border};
`;

const Remarks = styled(FieldInput)`
  max-width: 40rem;
  min-height: 4rem;
`;

const Done = styled.div`
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Failed = styled.div`
  ${cautionCss}
`;
