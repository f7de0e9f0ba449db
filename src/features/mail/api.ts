/** The mailbox calls (SPEC.md section 7 "Mail"), typed, on the shared client through callDigx. */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as MAIL_ENDPOINTS from '@/shared/api/endpoints/mail';
import { callDigx } from '@/shared/challenge/callDigx';
import { listItem, mapMail, mapMailer, mapSubject, newestFirst, notDeleted, type MailerWire, type MailWire, type SubjectWire } from './mapMail';
import type { MailFolder, MailItem, MailMessage, MailSendRequest, MailSubject } from './types';

const MSG_FLAG: Record<Exclude<MailFolder, 'bulletins'>, 'T' | 'F'> = { inbox: 'T', outbox: 'F' };

export function* fetchFolder(folder: MailFolder): SagaIterator<MailItem[]> {
  if (folder === 'bulletins') {
    const answer: DigxResponse<{ mailerUserMapDTOs?: MailerWire[] }> = yield call(callDigx, MAIL_ENDPOINTS.mailers.request());
    return newestFirst((answer.data?.mailerUserMapDTOs ?? []).filter(notDeleted).map((wire) => listItem(mapMailer(wire))));
  }
  const answer: DigxResponse<{ mails?: MailWire[] }> = yield call(
    callDigx,
    MAIL_ENDPOINTS.mails.request({ params: { deleteStatus: 'false', msgFlag: MSG_FLAG[folder], messageType: 'M' } }),
  );
  return newestFirst((answer.data?.mails ?? []).filter(notDeleted).map((wire) => listItem(mapMail(wire, folder))));
}

export function* fetchMessage(folder: MailFolder, id: string): SagaIterator<MailMessage> {
  if (folder === 'bulletins') {
    const answer: DigxResponse<{ mailer?: MailerWire }> = yield call(callDigx, MAIL_ENDPOINTS.mailer.request({ messageId: id }));
    return mapMailer({ ...answer.data?.mailer, messageId: answer.data?.mailer?.messageId ?? { value: id } });
  }
  const answer: DigxResponse<{ mail?: MailWire }> = yield call(callDigx, MAIL_ENDPOINTS.mail.request({ messageId: id }));
  return mapMail({ ...answer.data?.mail, messageId: answer.data?.mail?.messageId ?? { value: id } }, folder);
}

export function* markRead(folder: MailFolder, id: string): SagaIterator<void> {
  if (folder === 'bulletins') yield call(callDigx, MAIL_ENDPOINTS.markMailerRead.request({ messageId: id }, { body: { status: 'R' } }));
  else yield call(callDigx, MAIL_ENDPOINTS.markMailRead.request({ messageId: id }, { body: { messageUserMappings: [{ status: 'R' }] } }));
}

export function* fetchSubjects(): SagaIterator<MailSubject[]> {
  const answer: DigxResponse<{ subjects?: SubjectWire[] }> = yield call(callDigx, MAIL_ENDPOINTS.subjects.request());
  return (answer.data?.subjects ?? []).map(mapSubject).filter((s) => s.id);
}

/** POST a new message, or a reply to one; both answer 201 and the message is then in the outbox. */
export function* sendMail({ replyTo, subjectId, subject, party, messageBody }: MailSendRequest): SagaIterator<void> {
  const body = { messageBody, messageType: 'M', subjectId, subject, party };
  yield call(callDigx, replyTo ? MAIL_ENDPOINTS.reply.request({ messageId: replyTo }, { body }) : MAIL_ENDPOINTS.send.request({ body }));
}
