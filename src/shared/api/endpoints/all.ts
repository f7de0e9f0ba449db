/**
 * Every /digx call the app makes, for the fault sweep and the API document's test. The app itself never
 * imports this: each feature imports its own area's list, so no page's bundle carries another area's.
 */
import { ACCOUNTS_ENDPOINTS } from './accounts';
import { ACCOUNT_SERVICES_ENDPOINTS } from './accountServices';
import { APPROVALS_ENDPOINTS } from './approvals';
import { BULK_ENDPOINTS } from './bulk';
import { CREDENTIALS_ENDPOINTS } from './credentials';
import type { DeclaredCall } from './endpoint';
import { LIMITS_ENDPOINTS } from './limits';
import { MAIL_ENDPOINTS } from './mail';
import { PAYMENTS_ENDPOINTS } from './payments';
import { SESSION_ENDPOINTS } from './session';
import { SETTINGS_ENDPOINTS } from './settings';
import { STATEMENTS_ENDPOINTS } from './statements';
import { TRANSACTIONS_ENDPOINTS } from './transactions';

/** Each area's list by its file's name. */
export const ENDPOINT_AREAS: Readonly<Record<string, Readonly<Record<string, DeclaredCall>>>> = {
  accounts: ACCOUNTS_ENDPOINTS,
  accountServices: ACCOUNT_SERVICES_ENDPOINTS,
  approvals: APPROVALS_ENDPOINTS,
  bulk: BULK_ENDPOINTS,
  credentials: CREDENTIALS_ENDPOINTS,
  limits: LIMITS_ENDPOINTS,
  mail: MAIL_ENDPOINTS,
  payments: PAYMENTS_ENDPOINTS,
  session: SESSION_ENDPOINTS,
  settings: SETTINGS_ENDPOINTS,
  statements: STATEMENTS_ENDPOINTS,
  transactions: TRANSACTIONS_ENDPOINTS,
};

export const ALL_ENDPOINTS: readonly DeclaredCall[] = Object.values(ENDPOINT_AREAS).flatMap((area) => Object.values(area));
