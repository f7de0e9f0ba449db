import * as SESSION_ENDPOINTS from '@/shared/api/endpoints/session';

/*
 * The session's reads, in a module that imports only the session's endpoints, so start-up can send them
 * ahead of the sagas (app/prefetchSession.ts) without evaluating the session feature first.
 */

/** GET v1/me (SPEC.md section 4, step 3). */
export const ME_REQUEST = SESSION_ENDPOINTS.me.request();

/** GET cz/v1/permissions (step 5). */
export const PERMISSIONS_REQUEST = SESSION_ENDPOINTS.permissions.request();
