import type { FunctionName } from '@/shared/api/taskCodes';
import type { SessionState } from './slice';

type WithSession = { session: SessionState };

export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectUser = (state: WithSession) => state.session.user;
export const selectLoginError = (state: WithSession) => state.session.loginError;
export const selectIdleWarning = (state: WithSession) => state.session.idleWarning;
export const selectEndedReason = (state: WithSession) => state.session.endedReason;
export const selectEndedAt = (state: WithSession) => state.session.endedAt;
export const selectBankMayHoldSession = (state: WithSession) => state.session.bankMayHoldSession;
export const selectResuming = (state: WithSession) => state.session.resuming;
/** The login's first-login flags (undefined when nothing must change), for the credential pages. */
export const selectCredentialChange = (state: WithSession) => state.session.credentialChange;
export const selectPermittedFunctions = (state: WithSession) => state.session.permittedFunctions;
export const selectIsPermitted = (fn: FunctionName) => (state: WithSession) => state.session.permittedFunctions.includes(fn);
