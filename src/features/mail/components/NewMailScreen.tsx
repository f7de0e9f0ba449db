import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ListState } from '@/shared/ui/ListState';
import { mailSubjectsRequested } from '../mailboxSlice';
import { selectMailSubjects, type WithMailbox } from '../mailboxSelectors';
import { generalSubjects, plainTextToHtml } from '../rules';
import type { MailDraft, MailParty, MailSendRequest, MailSubject } from '../types';
import { ComposeForm } from './ComposeForm';
import { MailboxNav } from './MailboxNav';

export const NEW_MAIL_TITLE = 'New message';

/** The bank files a message under the customer's chosen entity's party (none for a single entity). */
export function partyOf(parties: readonly MailParty[], partyId: string): MailParty['party'] {
  return parties.find((p) => p.id === partyId)?.party ?? (parties.length === 1 ? parties[0].party : null);
}

export function newMailRequest(draft: MailDraft, subjects: readonly MailSubject[], parties: readonly MailParty[]): MailSendRequest {
  const subject = subjects.find((s) => s.id === draft.subjectId);
  return { subjectId: draft.subjectId, subject: subject?.subject ?? '', party: partyOf(parties, draft.partyId), messageBody: plainTextToHtml(draft.body) };
}

/** /secure-mail/new: a subject from the bank's list, the entity (several only), the message. */
export function NewMailScreen({ parties, defaultPartyId }: { parties: readonly MailParty[]; defaultPartyId?: string }) {
  const dispatch = useDispatch();
  const subjects = useSelector((state: WithMailbox) => selectMailSubjects(state));
  useEffect(() => {
    dispatch(mailSubjectsRequested());
  }, [dispatch]);
  const offered = generalSubjects(subjects.items);

  return (
    <>
      <h1>{NEW_MAIL_TITLE}</h1>
      <MailboxNav />
      {subjects.status === 'failed' ? (
        <ListState
          state="error"
          message="We could not load the subjects you can write about."
          code={subjects.error?.code ?? subjects.error?.status}
          onRetry={() => dispatch(mailSubjectsRequested())}
        />
      ) : subjects.status !== 'succeeded' ? (
        <ListState state="loading" />
      ) : (
        <ComposeForm
          label={NEW_MAIL_TITLE}
          draftKey="new"
          subjects={offered.map((s) => ({ value: s.id, label: s.subject }))}
          parties={parties}
          defaultPartyId={defaultPartyId}
          submitLabel="Send message"
          toRequest={(draft) => newMailRequest(draft, offered, parties)}
        />
      )}
    </>
  );
}
