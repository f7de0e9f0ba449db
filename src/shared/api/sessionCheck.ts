import type { DigxRead } from './digxClient';
import * as SESSION_ENDPOINTS from './endpoints/session';

/**
 * GET v1/me: the call that tells a live session from a gone one (it answers 401 when there is none). Apart
 * from the client's module so the login's check can name it without bringing the client (axios) to /login.
 */
export const SESSION_CHECK: DigxRead = SESSION_ENDPOINTS.me.request();
