import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ListState } from '@/shared/ui/ListState';
import { mailSubjectsRequested } from '../mailboxSlice';
import { selectMailSubjects, type WithMailbox } from '../mailboxSelectors';
import { enquirySubject, enquiryText, plainTextToHtml } from '../rules';
import type { MailParty, ObdxId } from '../types';
import { ComposeForm } from './ComposeForm';
import { MailboxNav } from './MailboxNav';
import { partyOf } from './NewMailScreen';
import { ROUTES } from '@/shared/routes/routeTable';

export const ENQUIRY_TITLE = 'Send an enquiry';

/** What the enquiry is about: a service (by its title) or one of the customer's accounts (with its party). */
export interface EnquiryAbout {
  kind: 'service' | 'account';
  name: string;
  /** An account's own party; a service enquiry takes the entity the customer chooses. */
  party?: ObdxId | null;
}

export interface EnquiryScreenProps {
  /** Undefined when the link named nothing the app knows (or nothing at all). */
  about?: EnquiryAbout;
  /** Still finding out (the accounts are loading). */
  loading?: boolean;
  parties: readonly MailParty[];
  defaultPartyId?: string;
}

/** /secure-mail/enquiry?service={path} or ?accountId={id}: a message with the bank's enquiry subject. */
export function EnquiryScreen({ about, loading, parties, defaultPartyId }: EnquiryScreenProps) {
  const dispatch = useDispatch();
  const subjects = useSelector((state: WithMailbox) => selectMailSubjects(state));
  useEffect(() => {
    dispatch(mailSubjectsRequested());
  }, [dispatch]);

  const header = (
    <>
      <h1>{about ? `Send an enquiry about ${about.name}` : ENQUIRY_TITLE}</h1>
      <MailboxNav />
    </>
  );
  if (loading || (about && (subjects.status === 'idle' || subjects.status === 'loading'))) {
    return (
      <>
        {header}
        <ListState state="loading" />
      </>
    );
  }
  if (!about) {
    return (
      <>
        {header}
        <p role="alert">
          We could not tell what your enquiry is about. Choose a service from <Link to={ROUTES.services.href()}>Services</Link> or an account from{' '}
          <Link to={ROUTES.accounts.href()}>My accounts</Link>, or <Link to={ROUTES.newMail.href()}>write a new message</Link>.
        </p>
      </>
    );
  }
  if (subjects.status === 'failed') {
    return (
      <>
        {header}
        <ListState state="error" code={subjects.error?.code ?? subjects.error?.status} onRetry={() => dispatch(mailSubjectsRequested())} />
      </>
    );
  }
  const subject = enquirySubject(subjects.items, about.kind);
  if (!subject) {
    return (
      <>
        {header}
        <p role="alert">
          Enquiries cannot be sent from here at the moment. Please <Link to={ROUTES.newMail.href()}>write a new message</Link> instead.
        </p>
      </>
    );
  }
  // An account's enquiry goes under that account's party; a service's under the entity chosen.
  const choices = about.kind === 'account' ? [] : parties;
  return (
    <>
      {header}
      <About>
        <span>{about.kind === 'account' ? 'Account' : 'Service'}:</span> {about.name}
      </About>
      <ComposeForm
        label={ENQUIRY_TITLE}
        draftKey={`enquiry:${about.kind}:${about.name}`}
        parties={choices}
        defaultPartyId={defaultPartyId}
        bodyLabel="Your enquiry"
        submitLabel="Send enquiry"
        toRequest={(draft) => ({
          subjectId: subject.id,
          subject: subject.subject,
          party: about.kind === 'account' ? (about.party ?? null) : partyOf(parties, draft.partyId),
          messageBody: plainTextToHtml(enquiryText(about.name, draft.body)),
        })}
      />
    </>
  );
}

const About = styled.p`
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  font-weight: 600;
`;
