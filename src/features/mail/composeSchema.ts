import { object, string } from 'yup';
import { MESSAGE_MAX_LENGTH } from './rules';

export const COMPOSE_ERRORS = {
  subject: 'Choose a subject',
  party: 'Choose which entity this message is about',
  bodyMissing: 'Enter your message',
  bodyTooLong: `Your message must be ${MESSAGE_MAX_LENGTH} characters or fewer`,
} as const;

/**
 * Formik's schema for every message form, built from rules.ts: the subject and the entity only when the
 * form asks for them (a reply keeps the original's; a single-entity customer has no choice to make).
 */
export function composeSchema({ askSubject, askParty }: { askSubject: boolean; askParty: boolean }) {
  return object({
    subjectId: askSubject ? string().required(COMPOSE_ERRORS.subject) : string(),
    partyId: askParty ? string().required(COMPOSE_ERRORS.party) : string(),
    body: string().trim().required(COMPOSE_ERRORS.bodyMissing).max(MESSAGE_MAX_LENGTH, COMPOSE_ERRORS.bodyTooLong),
  });
}
