import type { DigxRequest } from '@/shared/api/digxClient';

/**
 * GET v1/accounts?expand=all: every account of every entity, once per session. In a module that imports
 * nothing, so start-up can send it ahead of the sagas (app/prefetchSession.ts).
 */
export const ACCOUNTS_REQUEST = { method: 'GET', path: 'v1/accounts', params: { expand: 'all' } } as const satisfies DigxRequest;
