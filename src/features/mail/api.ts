/** The mailbox calls (SPEC.md section 7 "Mail"), typed, on the shared client through callDigx. */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as MAIL_ENDPOINTS from '@/shared/api/endpoints/mail';
import { callDigx } from '@/shared/challenge/callDigx';
import { bankProfile } from '@/shared/bankProfile';
import { listItem, mapCategories, mapMail, mapMailer, newestFirst, notDeleted, type MailCategoryWire, type MailerWire, type MailWire } from './mapMail';
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
    const answer: DigxResponse<{ mailerUserMapDTO?: MailerWire }> = yield call(callDigx, MAIL_ENDPOINTS.mailer.request({ messageId: id }));
    const mailer = answer.data?.mailerUserMapDTO;
    return mapMailer({ ...mailer, messageId: mailer?.messageId ?? { value: id } });
  }
  const answer: DigxResponse<{ mail?: MailWire }> = yield call(callDigx, MAIL_ENDPOINTS.mail.request({ messageId: id }));
  return mapMail({ ...answer.data?.mail, messageId: answer.data?.mail?.messageId ?? { value: id } }, folder);
}

/** A bulletin's mapId: OBDX's own client takes it from the list row, as the one bulletin's answer need not carry it. */
function* bulletinMapId(bulletin: MailItem): SagaIterator<string | undefined> {
  if (bulletin.mapId) return bulletin.mapId;
  const listed: MailItem[] = yield call(fetchFolder, 'bulletins');
  return listed.find((item) => item.id === bulletin.id)?.mapId;
}

/**
 * Marks a message read as OBDX's own client does: a mail by its id, the messageId beside an undeleted read
 * mapping; a bulletin by the user's copy of it (mapId), with its messageId. A bulletin the bank lists no copy of
 * cannot be named, so it stays as it is.
 */
export function* markRead(message: MailItem): SagaIterator<void> {
  if (message.folder === 'bulletins') {
    const mapId: string | undefined = yield call(bulletinMapId, message);
    if (!mapId) return;
    yield call(callDigx, MAIL_ENDPOINTS.markMailerRead.request({ mapId }, { body: { messageId: message.id, status: 'R', mapId } }));
    return;
  }
  const messageId = message.messageId ?? { displayValue: '', value: message.id };
  const body = { messageId, messageUserMappings: [{ status: 'R', deleteStatus: false }] };
  yield call(callDigx, MAIL_ENDPOINTS.markMailRead.request({ messageId: message.id }, { body }));
}

export function* fetchSubjects(): SagaIterator<MailSubject[]> {
  const answer: DigxResponse<{ mailCategoryDTOs?: MailCategoryWire[] }> = yield call(callDigx, MAIL_ENDPOINTS.mailCategories.request());
  return mapCategories(answer.data?.mailCategoryDTOs ?? [], bankProfile.mailEnquirySubjects);
}

/**
 * POST a new message, or a reply to one; both answer 201 and the message is then in the outbox. The party goes
 * as OBDX's own client sends it, by its value alone (compose-mail.js).
 */
export function* sendMail({ replyTo, subjectId, subject, party, messageBody }: MailSendRequest): SagaIterator<void> {
  const body = { messageBody, messageType: 'M', subjectId, subject, party: party ? { value: party.value } : null };
  yield call(callDigx, replyTo ? MAIL_ENDPOINTS.reply.request({ messageId: replyTo }, { body }) : MAIL_ENDPOINTS.send.request({ body }));
}
