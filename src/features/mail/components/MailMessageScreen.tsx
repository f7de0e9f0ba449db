import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDayAndTime } from '@/shared/lib/dates';
import { Button } from '@/shared/ui/Button';
import { ListState } from '@/shared/ui/ListState';
import { mailMessageOpened, messageKey } from '../mailboxSlice';
import { selectMailDraft, selectOpenMessage, type WithMailbox } from '../mailboxSelectors';
import { FOLDER_TITLES, isMailFolder, mailPath, plainTextToHtml, replySubject } from '../rules';
import type { MailFolder, MailMessage } from '../types';
import { ComposeForm } from './ComposeForm';
import { MailboxNav } from './MailboxNav';
import { MessageBody } from './MessageBody';

export const REPLY_LABEL = 'Reply';

/**
 * /secure-mail/f/{folder}/{id}: one message; opening an unread one marks it read (the saga does). An unknown
 * folder shows `notFound`.
 */
export function MailMessageScreen({ folderName, id, notFound }: { folderName?: string; id: string; notFound: ReactNode }) {
  if (!isMailFolder(folderName)) return notFound;
  return <Message folder={folderName} id={id} />;
}

function Message({ folder, id }: { folder: MailFolder; id: string }) {
  const dispatch = useDispatch();
  const opened = useSelector((state: WithMailbox) => selectOpenMessage(state));
  useEffect(() => {
    dispatch(mailMessageOpened({ folder, id }));
  }, [dispatch, folder, id]);
  const mine = opened.key === messageKey(folder, id);
  const message = mine ? opened.item : undefined;

  let content;
  if (message) content = <Opened message={message} />;
  else if (mine && opened.status === 'failed') {
    content = (
      <ListState
        state="error"
        message="We could not open this message."
        code={opened.error?.code ?? opened.error?.status}
        onRetry={() => dispatch(mailMessageOpened({ folder, id }))}
      />
    );
  } else content = <ListState state="loading" message="Loading the message..." />;

  return (
    <>
      <h1 id="mail-subject">{message ? message.subject || '(no subject)' : 'Message'}</h1>
      <MailboxNav current={folder} />
      {content}
      <Back to={mailPath(folder)}>Back to {FOLDER_TITLES[folder]}</Back>
    </>
  );
}

function Opened({ message }: { message: MailMessage }) {
  const draftKey = `reply:${message.id}`;
  // A reply that failed to send is open again, with what was typed.
  const hasDraft = useSelector((state: WithMailbox) => Boolean(selectMailDraft(state, draftKey)));
  const [replying, setReplying] = useState(hasDraft);
  // Reply goes away as the form appears: the keyboard user lands in the box to type, not on the page body.
  const [openedByReply, setOpenedByReply] = useState(false);
  const replyBox = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!openedByReply) return;
    const field = replyBox.current?.querySelector<HTMLElement>('textarea');
    field?.focus();
    // Focus alone can leave a tall field's lower edge under the bottom of a phone's screen: all of it in view.
    field?.scrollIntoView?.({ block: 'nearest' });
  }, [openedByReply]);
  const subject = replySubject(message.subject);
  return (
    <article aria-labelledby="mail-subject">
      <Facts>
        {message.sender && (
          <div>
            <dt>From</dt>
            <dd>{message.sender}</dd>
          </div>
        )}
        <div>
          <dt>{message.folder === 'outbox' ? 'Sent' : 'Received'}</dt>
          <dd>{formatDayAndTime(message.date)}</dd>
        </div>
      </Facts>
      <MessageBody html={message.body} />
      {message.folder === 'inbox' && !replying && (
        <Button
          type="button"
          onClick={() => {
            setReplying(true);
            setOpenedByReply(true);
          }}
        >
          {REPLY_LABEL}
        </Button>
      )}
      {message.folder === 'inbox' && replying && (
        <Reply ref={replyBox}>
          <h2>Your reply</h2>
          <ComposeForm
            label={`Reply to ${subject}`}
            draftKey={draftKey}
            parties={[]}
            bodyLabel="Your reply"
            submitLabel="Send reply"
            toRequest={(draft) => ({ replyTo: message.id, subjectId: message.subjectId, subject, party: message.party, messageBody: plainTextToHtml(draft.body) })}
          />
        </Reply>
      )}
    </article>
  );
}

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dt::after {
    content: ':';
  }
  /* The sender is the bank's text: a long unbroken run of it wraps instead of widening the page on a phone
     (WCAG 1.4.10). A flex item is otherwise never narrower than its longest word. */
  dd {
    margin: 0;
    font-weight: 600;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Reply = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Back = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
`;
