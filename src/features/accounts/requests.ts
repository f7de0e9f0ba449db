import * as ACCOUNTS_ENDPOINTS from '@/shared/api/endpoints/accounts';

/**
 * GET v1/accounts?expand=all: every account of every entity, once per session. In a module that imports
 * only the accounts' endpoints, so start-up can send it ahead of the sagas (app/prefetchSession.ts).
 */
export const ACCOUNTS_REQUEST = ACCOUNTS_ENDPOINTS.list.request({ params: { expand: 'all' } });
