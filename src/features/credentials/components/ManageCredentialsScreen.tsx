import { useEffect, useRef, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { TabLink, TabList } from '@/shared/ui/TabLinks';
import { isCredentialKind } from '../rules';
import type { PasswordChangeValues, PinChangeValues } from '../schemas';
import { selectManage, selectPinLength } from '../selectors';
import { managedPasswordSubmitted, managedPinSubmitted, manageCredentialsClosed, manageCredentialsOpened } from '../slice';
import type { CredentialKind } from '../types';
import { PasswordChangeForm, PinChangeForm, type CredentialSubmission } from './CredentialChangeForms';
import { Done } from './parts';
import { ROUTES } from '@/shared/routes/routeTable';

export const MANAGE_CREDENTIALS_TITLE = 'Change password or PIN';
export const MANAGE_CREDENTIALS_NAV_LABEL = 'Password or transaction PIN';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. For your security you will now be logged out: please log in again with your new password.';
export const PIN_CHANGED_MESSAGE = 'Your transaction PIN has been changed. Use your new PIN the next time you confirm a payment.';

const TABS: { kind: CredentialKind; label: string }[] = [
  { kind: 'password', label: 'Password' },
  { kind: 'pin', label: 'Transaction PIN' },
];
const IDLE: CredentialSubmission = { status: 'idle' };

export interface ManageCredentialsScreenProps {
  /** The {type} of the address, as typed: anything but password or pin shows `notFound`. */
  type: string | undefined;
  notFound: ReactNode;
}

/**
 * /settings/manage-credentials/{password|pin} (SPEC.md sections 2 and 5): the first-login
 * forms, rules and live checklists, sent by manageCredentialsSaga.
 */
export function ManageCredentialsScreen({ type, notFound }: ManageCredentialsScreenProps) {
  const kind = isCredentialKind(type) ? type : undefined;
  return (
    <>
      <h1>{MANAGE_CREDENTIALS_TITLE}</h1>
      <nav aria-label={MANAGE_CREDENTIALS_NAV_LABEL}>
        <Tabs>
          {TABS.map((tab) => (
            <li key={tab.kind}>
              <Tab to={ROUTES.manageCredentials.href({ type: tab.kind })} aria-current={tab.kind === kind ? 'page' : undefined}>
                {tab.label}
              </Tab>
            </li>
          ))}
        </Tabs>
      </nav>
      {/* The key drops one form's values (secrets included) when the customer switches to the other. */}
      <Column>{kind ? <ChangeCredential key={kind} kind={kind} /> : notFound}</Column>
    </>
  );
}

function ChangeCredential({ kind }: { kind: CredentialKind }) {
  const dispatch = useDispatch();
  const manage = useSelector(selectManage);
  const pinLength = useSelector(selectPinLength);
  const done = useRef<HTMLParagraphElement>(null);
  // Only this form's own outcome (a change still in flight when the customer left is not).
  const submission = manage.kind === kind ? manage : IDLE;
  const changed = submission.status === 'changed';

  useEffect(() => {
    dispatch(manageCredentialsOpened(kind));
    return () => {
      dispatch(manageCredentialsClosed());
    };
  }, [dispatch, kind]);

  // The form empties and its button disables: take focus to the confirmation instead of losing it.
  useEffect(() => {
    if (changed) done.current?.focus();
  }, [changed]);

  const submitPassword = ({ currentPassword, newPassword }: PasswordChangeValues) => {
    dispatch(managedPasswordSubmitted({ currentPassword, newPassword }));
  };
  const submitPin = ({ currentPin, newPin }: PinChangeValues) => {
    dispatch(managedPinSubmitted({ currentPin, newPin }));
  };

  return (
    <section aria-labelledby={`change-${kind}`}>
      <h2 id={`change-${kind}`}>{kind === 'password' ? 'Change your password' : 'Change your transaction PIN'}</h2>
      {changed && (
        <Done ref={done} role="status" tabIndex={-1}>
          {kind === 'password' ? PASSWORD_CHANGED_MESSAGE : PIN_CHANGED_MESSAGE}
        </Done>
      )}
      {kind === 'password' ? (
        <PasswordChangeForm
          lead="Choose a new password that only you know. You will then log in again with it."
          submission={submission}
          onSubmit={submitPassword}
        />
      ) : (
        <PinChangeForm
          lead="You use your transaction PIN to confirm payments. Choose a new one that only you know."
          submission={submission}
          pinLength={pinLength}
          onSubmit={submitPin}
        />
      )}
    </section>
  );
}

const Tabs = styled(TabList)`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Tab = TabLink;

/** A readable line length for the form and its checklist. */
const Column = styled.div`
  max-width: 40rem;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.heading};
  }
`;
