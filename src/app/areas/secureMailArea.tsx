/**
 * /secure-mail…: the folders, one message, a new message and an enquiry (issue 11), one lazy chunk. The
 * mailbox saga starts with the first of these screens; the header's count stays with the root saga. The
 * app composes what the mail feature may not import itself: the user's entities (as the parties a message
 * can be about), the service a link names, and the account an enquiry is about.
 */
import { injectLazySlices } from '../rootReducer';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { selectAccountById, selectAccountsStatus, selectAllAccounts } from '@/features/accounts/selectors';
import { serviceAt } from '@/features/bankServices/content';
import { selectActiveEntityId } from '@/features/entity/slice';
import { EnquiryScreen, type EnquiryAbout } from '@/features/mail/components/EnquiryScreen';
import { MailFolderScreen } from '@/features/mail/components/MailFolderScreen';
import { MailMessageScreen } from '@/features/mail/components/MailMessageScreen';
import { NewMailScreen } from '@/features/mail/components/NewMailScreen';
import { mailboxSaga } from '@/features/mail/mailboxSagas';
import type { MailParty } from '@/features/mail/types';
import { selectUser } from '@/features/session/selectors';
import { useAppSelector } from '../hooks';
import { NotFoundPage } from '../pages/NotFoundPage';
import { mailboxSlice } from '@/features/mail/mailboxSlice';
import { useFeatureSaga } from '../useFeatureSaga';
import { accountNumberText } from '@/shared/lib/maskedNumber';

injectLazySlices(mailboxSlice);

/** Starts the mailbox saga; the shell frames the page. */
function MailPage({ children }: { children: ReactNode }) {
  useFeatureSaga('mail', mailboxSaga);
  return children;
}

/**
 * The entities a message can be about, each with the OBDX party the bank files it under: an account of
 * that entity names it; without one, the entity id (the party number: one party per entity in this bank).
 */
function useParties(): { parties: MailParty[]; defaultPartyId?: string } {
  const user = useAppSelector(selectUser);
  const accounts = useAppSelector(selectAllAccounts);
  const active = useAppSelector(selectActiveEntityId);
  const parties = (user?.entities ?? []).map((entity) => ({
    id: entity.id,
    name: entity.name,
    party: accounts.find((a) => a.customerId === entity.id)?.wire.partyId ?? { displayValue: entity.name, value: entity.id },
  }));
  return { parties, defaultPartyId: active ?? (parties.length > 1 ? undefined : parties[0]?.id) };
}

export function MailFolderPage() {
  const { folderName } = useParams();
  return (
    <MailPage>
      <MailFolderScreen folderName={folderName} notFound={<NotFoundPage />} />
    </MailPage>
  );
}

export function MailMessagePage() {
  const { folderName, id = '' } = useParams();
  return (
    <MailPage>
      <MailMessageScreen folderName={folderName} id={id} notFound={<NotFoundPage />} />
    </MailPage>
  );
}

export function NewMailPage() {
  const { parties, defaultPartyId } = useParties();
  return (
    <MailPage>
      <NewMailScreen parties={parties} defaultPartyId={defaultPartyId} />
    </MailPage>
  );
}

/** ?service={path below /services} (the services pages) or ?accountId={id} (an account's details). */
export function EnquiryPage() {
  const [query] = useSearchParams();
  const { parties, defaultPartyId } = useParties();
  const accountId = query.get('accountId');
  const service = query.get('service');
  const account = useAppSelector((state) => (accountId ? selectAccountById(state, accountId) : undefined));
  const accountsStatus = useAppSelector(selectAccountsStatus);
  const found = service ? serviceAt(service) : undefined;
  let about: EnquiryAbout | undefined;
  if (account) about = { kind: 'account', name: `${account.title} (${accountNumberText(account.accountNumber)})`, party: account.wire.partyId };
  else if (found) about = { kind: 'service', name: found.title };
  const loading = Boolean(accountId) && !account && (accountsStatus === 'idle' || accountsStatus === 'loading');
  return (
    <MailPage>
      <EnquiryScreen about={about} loading={loading} parties={parties} defaultPartyId={defaultPartyId} />
    </MailPage>
  );
}
