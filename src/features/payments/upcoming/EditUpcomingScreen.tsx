import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { parsePickerDate } from '@/shared/lib/dateRange';
import { formatShortDate } from '@/shared/lib/dates';
import { accountNumberText } from '@/shared/lib/maskedNumber';
import { AmountField } from '@/shared/ui/AmountField';
import { Button } from '@/shared/ui/Button';
import { ErrorSummary } from '@/shared/ui/ErrorSummary';
import { ListState } from '@/shared/ui/ListState';
import { MaskedNumber } from '@/shared/ui/MaskedNumber';
import { Money } from '@/shared/ui/Money';
import { TextInputField } from '@/shared/ui/TextInputField';
import { RepeatFields } from '../components/RepeatFields';
import { formContextOf, type PaymentAccount } from '../paymentForm';
import { limitHint } from '../rules/limits';
import { toWorkingDay, workingDayNotice } from '../rules/workingDays';
import { NotLoaded } from '../components/NotLoaded';
import { limitsRequested, selectPayments, type WithPayments } from '../slice';
import { canEditInstruction, editValuesOf, instructionChanges, validateInstructionEdit, type InstructionEditValues } from './instructionEdit';
import type { Instruction } from './types';
import { editOpened, editSubmitted, selectUpcoming, upcomingRequested, type WithUpcoming } from './upcomingSlice';
import { CODE_TITLES, UPCOMING_TITLE } from './UpcomingScreen';
import { useFocusOnMount } from '@/shared/ui/focusHeading';
import { ROUTES } from '@/shared/routes/routeTable';

export const EDIT_SAVED_TEXT = 'Your changes have been saved.';
export const EDIT_NOT_FOUND_TEXT = 'We could not find this payment. It may have been cancelled or already made.';
export const editTitle = (item: Pick<Instruction, 'code'> | undefined) => `Change ${item ? CODE_TITLES[item.code].toLowerCase() : 'payment'}`;

const BACK = ROUTES.upcoming.href();

/** Tells the customer, as they type, when the new date is not a working day and the payment moves. */
function DateNotice() {
  const { values } = useFormikContext<InstructionEditValues>();
  const day = parsePickerDate(values.date);
  const notice = day ? workingDayNotice(toWorkingDay(day)) : undefined;
  return notice ? <Notice role="status">{notice}</Notice> : null;
}

function EditForm({ item, accounts }: { item: Instruction; accounts: readonly PaymentAccount[] }) {
  const dispatch = useDispatch();
  const payments = useSelector((state: WithPayments) => selectPayments(state));
  const { edit } = useSelector((state: WithUpcoming) => selectUpcoming(state));
  const from = accounts.find((a) => a.accountId === item.fromAccountId || a.id === item.fromAccountId);
  // Money between the customer's own accounts is a transfer: its limits apply, and no reference is needed.
  const own = accounts.some((a) => a.accountId === item.toAccountId || a.id === item.toAccountId);
  const { limits: byKind, today } = formContextOf(payments);
  const limits = byKind[own ? 'transfer' : 'payment'];
  const recurring = item.code === 'SI';
  const saving = edit.status === 'saving';

  return (
    <>
      <NotLoaded payments={payments} withPayees={false} />
      <Summary>
        <div>
          <dt>To</dt>
          <dd>
            {item.recipientName}
            {item.toAccountNumber && (
              <>
                {' '}
                <MaskedNumber number={item.toAccountNumber} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>{from ? `${from.title} (${accountNumberText(from.accountNumber)})` : item.fromAccountId}</dd>
        </div>
      </Summary>
      {edit.status === 'failed' && edit.error && <Failure role="alert">{edit.error.message}</Failure>}
      <Formik<InstructionEditValues>
        initialValues={editValuesOf(item)}
        validate={(values) => validateInstructionEdit(values, item, { limits, today, referenceRequired: !own })}
        onSubmit={(values) => {
          dispatch(editSubmitted({ id: item.id, code: item.code, changes: instructionChanges(values, item, today) }));
        }}
      >
        <Form noValidate aria-label={editTitle(item)}>
            <ErrorSummary />
            <AmountField name="amount" label="Amount" currency={item.amount.currency} hint={limitHint(limits, { daily: false })} />
            <TextInputField name="reference" label="Reference" hint="Letters, numbers and spaces, up to 35." maxLength={35} />
            <TextInputField name="date" label={recurring ? 'Next payment date' : 'Payment date'} hint="For example, 05/03/27 (DD/MM/YY)" inputMode="numeric" autoComplete="off" />
            <DateNotice />
            {recurring && <RepeatFields />}
            <Actions>
              <Button type="submit" $busy={saving}>
                {saving ? 'Saving…' : 'Save changes'}
              </Button>
              <Link to={BACK}>Cancel</Link>
            </Actions>
        </Form>
      </Formik>
    </>
  );
}

/**
 * /payments/upcoming/edit/{id}: change a standing order's or future payment's amount, date, reference,
 * frequency and end, with the payment journey's rules. The list is loaded when the page is opened on its
 * own (a reload or a bookmark). A refusal keeps what was typed; a save is sent once.
 */
/** Takes focus when it replaces the form, whose Save button had it (WCAG 2.4.3: not left on the page body). */
function SavedMessage() {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p role="status" ref={ref}>
      {EDIT_SAVED_TEXT}
    </p>
  );
}

export function EditUpcomingScreen({ id, accounts }: { id: string; accounts: readonly PaymentAccount[] }) {
  const dispatch = useDispatch();
  const upcoming = useSelector((state: WithUpcoming) => selectUpcoming(state));
  const item = upcoming.items.find((i) => i.id === id && i.code !== 'DD') ?? upcoming.items.find((i) => i.id === id);

  useEffect(() => {
    dispatch(editOpened(id));
    dispatch(limitsRequested());
  }, [dispatch, id]);
  useEffect(() => {
    if (upcoming.status === 'idle') dispatch(upcomingRequested());
  }, [dispatch, upcoming.status]);

  const back = <Link to={BACK}>Back to {UPCOMING_TITLE.toLowerCase()}</Link>;
  let body: ReactElement;
  if (upcoming.status === 'idle' || upcoming.status === 'loading') body = <ListState state="loading" />;
  else if (upcoming.status === 'failed') body = <ListState state="error" code={upcoming.error?.code ?? upcoming.error?.status} onRetry={() => dispatch(upcomingRequested())} />;
  else if (!item) body = <p role="alert">{EDIT_NOT_FOUND_TEXT} {back}</p>;
  else if (upcoming.edit.status === 'saved' && upcoming.edit.id === item.id) {
    body = (
      <>
        <SavedMessage />
        <Summary>
          <div>
            <dt>Amount</dt>
            <dd>
              <Money amount={item.amount.amount} currency={item.amount.currency} />
            </dd>
          </div>
          <div>
            <dt>{item.code === 'SI' ? 'Next payment' : 'Payment date'}</dt>
            <dd>{item.nextPaymentDate ? formatShortDate(item.nextPaymentDate) : '–'}</dd>
          </div>
          {item.code === 'SI' && (
            <div>
              <dt>How often</dt>
              <dd>{item.frequency}</dd>
            </div>
          )}
        </Summary>
        {back}
      </>
    );
  } else if (!canEditInstruction(item)) {
    body = (
      <p>
        {item.statusCode === 'C' ? 'This payment has been cancelled, so it cannot be changed.' : 'A direct debit is changed by the organisation that collects it. You can cancel it here.'} {back}
      </p>
    );
  } else body = <EditForm item={item} accounts={accounts} />;

  return (
    <>
      <h1>{editTitle(item)}</h1>
      {body}
    </>
  );
}

const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    min-width: 6rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Notice = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
