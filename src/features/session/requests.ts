import type { DigxRequest } from '@/shared/api/digxClient';

/*
 * The session's reads, in a module that imports nothing, so start-up can send them ahead of the sagas
 * (app/prefetchSession.ts) without evaluating the session feature first.
 */

/** GET v1/me (SPEC.md section 4, step 3). */
export const ME_REQUEST = { method: 'GET', path: 'v1/me' } as const satisfies DigxRequest;

/** GET cz/v1/permissions (step 5). */
export const PERMISSIONS_REQUEST = { method: 'GET', path: 'cz/v1/permissions' } as const satisfies DigxRequest;
