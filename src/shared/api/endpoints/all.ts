/**
 * Every /digx call the app makes, for the fault sweep and the API document's test. The app itself never
 * imports this: each feature imports its own area's list, so no page's bundle carries another area's.
 */
import * as ACCOUNTS_ENDPOINTS from './accounts';
import * as ACCOUNT_SERVICES_ENDPOINTS from './accountServices';
import * as APPROVALS_ENDPOINTS from './approvals';
import * as BULK_ENDPOINTS from './bulk';
import * as CREDENTIALS_ENDPOINTS from './credentials';
import type { DeclaredCall } from './endpoint';
import * as LIMITS_ENDPOINTS from './limits';
import * as MAIL_ENDPOINTS from './mail';
import * as MAIL_SUMMARY_ENDPOINTS from './mailSummary';
import * as PAYMENTS_ENDPOINTS from './payments';
import * as SESSION_ENDPOINTS from './session';
import * as SETTINGS_ENDPOINTS from './settings';
import * as STATEMENTS_ENDPOINTS from './statements';
import * as TRANSACTION_COUNT_ENDPOINTS from './transactionCount';
import * as TRANSACTIONS_ENDPOINTS from './transactions';

/** Each area's list by its file's name. */
export const ENDPOINT_AREAS: Readonly<Record<string, object>> = {
  accounts: ACCOUNTS_ENDPOINTS,
  accountServices: ACCOUNT_SERVICES_ENDPOINTS,
  approvals: APPROVALS_ENDPOINTS,
  bulk: BULK_ENDPOINTS,
  credentials: CREDENTIALS_ENDPOINTS,
  limits: LIMITS_ENDPOINTS,
  mail: MAIL_ENDPOINTS,
  mailSummary: MAIL_SUMMARY_ENDPOINTS,
  payments: PAYMENTS_ENDPOINTS,
  session: SESSION_ENDPOINTS,
  settings: SETTINGS_ENDPOINTS,
  statements: STATEMENTS_ENDPOINTS,
  transactionCount: TRANSACTION_COUNT_ENDPOINTS,
  transactions: TRANSACTIONS_ENDPOINTS,
};

const isCall = (value: unknown): value is DeclaredCall => typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

export const ALL_ENDPOINTS: readonly DeclaredCall[] = Object.values(ENDPOINT_AREAS).flatMap((area) => Object.values(area).filter(isCall));
