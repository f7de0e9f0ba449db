/**
 * The three demo logins of DECISIONS.md. Passwords and PINs are kept in clear: this is a fake bank for QA, and
 * the session handlers compare what the RSA-decrypted login sends with these.
 */
import { FUNCTION_TASK_CODES, type FunctionName, type PartyRecord, type UserRecord } from '../types';
import { createAlertCatalogue, subscribedAction } from './alerts';
import { auditStamp, hoursBefore, obdxDate, type Day } from './dates';
import { partyByNumber, PARTY } from './parties';

/** The current transaction PIN of RETAIL1 and CORP1 (DECISIONS.md). */
export const DEMO_PIN = '135790';

export const DEMO_LOGINS = {
  RETAIL1: 'Private#2026',
  CORP1: 'Racing#2026',
  NEWUSER: 'Welcome#2026',
} as const;

/** Task codes every customer holds that gate no SPEC function (account and mailbox inquiry). */
const BASE_TASK_CODES = ['DDA_I_ACC', 'MB_M_MAIL'];

export function taskCodesFor(functions: readonly FunctionName[]): string[] {
  return [...BASE_TASK_CODES, ...functions.flatMap((f) => FUNCTION_TASK_CODES[f])];
}

const ALL_FUNCTIONS = Object.keys(FUNCTION_TASK_CODES) as FunctionName[];
/** Everything except approving and bulk (the brief for RETAIL1 and NEWUSER). */
const RETAIL_FUNCTIONS = ALL_FUNCTIONS.filter((f) => f !== 'approver' && f !== 'bulkUpload' && f !== 'bulkView');

interface UserSpec {
  userId: keyof typeof DEMO_LOGINS;
  prefix: string;
  firstName: string;
  middleName: string;
  lastName: string;
  preferredName: string;
  email: string;
  phone: string;
  partyNumbers: string[];
  corporate: boolean;
  newUser: boolean;
}

const SPECS: UserSpec[] = [
  {
    userId: 'RETAIL1', prefix: 'Mr', firstName: 'Alexander', middleName: 'James', lastName: 'Pemberton', preferredName: 'Alex',
    email: 'alex.pemberton@example.com', phone: '+447700900123', partyNumbers: [PARTY.pemberton], corporate: false, newUser: false,
  },
  {
    userId: 'CORP1', prefix: 'Mrs', firstName: 'Victoria', middleName: 'Anne', lastName: 'Harcourt', preferredName: 'Victoria',
    email: 'victoria.harcourt@example.com', phone: '+447700900456', partyNumbers: [PARTY.stables, PARTY.holdings, PARTY.bloodstock],
    corporate: true, newUser: false,
  },
  {
    userId: 'NEWUSER', prefix: 'Mr', firstName: 'Oliver', middleName: '', lastName: 'Bennett', preferredName: 'Oliver',
    email: 'oliver.bennett@example.com', phone: '+447700900789', partyNumbers: [PARTY.bennett], corporate: false, newUser: true,
  },
];

export function createUsers(now: Date, today: Day, parties: Record<string, PartyRecord>): Record<string, UserRecord> {
  const users: Record<string, UserRecord> = {};
  for (const spec of SPECS) {
    const own = spec.partyNumbers.map((n) => partyByNumber(parties, n));
    const main = own[0];
    users[spec.userId] = {
      userId: spec.userId,
      password: DEMO_LOGINS[spec.userId],
      // NEWUSER holds the PIN issued by post; the first login forces a change.
      pin: spec.newUser ? '482916' : DEMO_PIN,
      failedAttempts: 0,
      locked: false,
      pinFailedAttempts: 0,
      pinLocked: false,
      firstLoginFlowDone: !spec.newUser,
      loginFlow: { termsNotAccepted: spec.newUser, forcePasswordChange: spec.newUser, forcePinChange: spec.newUser },
      // Earlier credentials only (the current one is `password` / `pin`): reuse of any is refused.
      passwordHistory: spec.newUser ? [] : [DEMO_LOGINS[spec.userId].replace('2026', '2025'), DEMO_LOGINS[spec.userId].replace('2026', '2024')],
      pinHistory: spec.newUser ? [] : ['246810'],
      allowedTransactions: taskCodesFor(spec.corporate ? ALL_FUNCTIONS : RETAIL_FUNCTIONS),
      userProfile: {
        userName: spec.userId,
        prefix: spec.prefix,
        firstName: spec.firstName,
        middleName: spec.middleName,
        lastName: spec.lastName,
        emailId: { displayValue: spec.email },
        phoneNumber: { displayValue: spec.phone },
        partyId: main.partyId,
        userType: spec.corporate ? 'corporateuser' : 'retailuser',
        roles: spec.corporate ? ['Customer', 'Corporateuser'] : ['Customer', 'Retailuser'],
        homeEntity: main.entityId,
        accessibleEntities: own.map((p) => p.entityId),
        accessibleEntityDTOs: own.map((p) => ({ entityId: p.entityId, entityName: p.name })),
        lastLoginTime: auditStamp(hoursBefore(now, spec.newUser ? 24 * 30 : 47.5)),
      },
      // Only the new customer has not answered yet: the consent modal belongs to a first visit, and the
      // demo journeys of the others are not interrupted by it (tests set an answer back to test it).
      marketingConsent: spec.corporate
        ? { status: 'SUBMITTED', channels: { email: true, sms: false, phone: false, post: true }, updatedOn: auditStamp(hoursBefore(now, 24 * 90)) }
        : spec.newUser
          ? { status: 'UNANSWERED', channels: { email: false, sms: false, phone: false, post: false }, updatedOn: null }
          : { status: 'SUBMITTED', channels: { email: true, sms: false, phone: false, post: false }, updatedOn: auditStamp(hoursBefore(now, 24 * 200)) },
      alertContacts: { email: spec.email, sms: spec.phone },
      alertSubscriptions: alertSubscriptionsFor(spec, main.partyId.value, today),
      preferredName: spec.preferredName,
      partyNumbers: spec.partyNumbers,
      bulkId: spec.corporate ? main.partyNumber : null,
    };
  }
  return users;
}

/** RETAIL1 has the Login Alert by e-mail; CORP1 the Failed Login Alert by e-mail and SMS; NEWUSER none. */
function alertSubscriptionsFor(spec: UserSpec, party: string, today: Day): UserRecord['alertSubscriptions'] {
  const [failedLogin, login] = createAlertCatalogue();
  const email = { destination: 'EMAIL' as const, address: spec.email };
  const sms = { destination: 'SMS' as const, address: spec.phone };
  const start = today - 400;
  const base = { isActive: true, subscriptionLevel: 'PARTY' as const, subscriptionStartDate: obdxDate(start), subscriptionEndDate: '2099-12-31T00:00:00' };
  if (spec.userId === 'RETAIL1') {
    return [{ subscriptionId: 'SUB0000001', ...base, subscribedActions: [subscribedAction(login, party, 'PARTY', [email], start)] }];
  }
  if (spec.userId === 'CORP1') {
    return [{ subscriptionId: 'SUB0000002', ...base, subscribedActions: [subscribedAction(failedLogin, party, 'CORPORATE', [email, sms], start)] }];
  }
  return [];
}
