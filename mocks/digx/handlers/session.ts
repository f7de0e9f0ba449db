import { DIGX_CODES } from '../bank/profile';
import type { Bank } from '../bank/Bank';
import type { BankMode } from '../bank/mode';
import { bankKeys } from '../bank/keys';
import type { UserRecord } from '../bank/types';
import { decryptCredentials } from './credentials';
import { PASSWORD_POLICY, serverAcceptsPassword, serverAcceptsPin } from './passwordPolicy';
import { expiredSessionCookie, nonceHeader, noContent, obdxError, ok, sessionCookie } from './responses';
import type { Route } from './route';

/** DECISIONS.md: more than three failures lock the user. */
export const MAX_FAILED_LOGINS = 3;
/** The demo password-reset token for /change-credentials-password (README). */
export const DEMO_RESET_TOKEN = 'DEMORESET1';
const DEMO_RESET_USER = 'RETAIL1';
/**
 * SPEC.md section 8 'temporarily locked PIN (too many tokens)': each PIN change spends a
 * token, and a user has MAX_PIN_CHANGES_PER_DAY of them in any PIN_TOKEN_WINDOW_MS of the
 * bank's clock. The next attempt in that window is refused (before the PIN is even
 * checked) until the oldest token is a day old. Trigger: change a PIN three times, then try a fourth.
 */
export const MAX_PIN_CHANGES_PER_DAY = 3;
export const PIN_TOKEN_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * The PIN change's `type` (SPEC.md "type, old, new", no value given): pin, as SPEC.md's manage-credentials route
 * names the credential. Anything else is refused before the PIN is checked, so it costs no attempt.
 */
const PIN_CREDENTIAL_TYPE = 'pin';

type LoginFlowStep = 'termsNotAccepted' | 'forcePasswordChange' | 'forcePinChange';
/**
 * The bank's first-login steps as OBDX lists them (GET me/loginFlow, one loginConfigDTO each, walked by its
 * client in displayOrder; OBDX_UI configuration-base.js). The terms and the password change are OBDX's own
 * components; OBDX has none for the transaction PIN, so that step goes by SPEC.md's word for it.
 */
const LOGIN_CONFIGS: Record<LoginFlowStep, { id: string; uiComponentName: string; displayOrder: number }> = {
  termsNotAccepted: { id: 'TNC', uiComponentName: 'terms-and-conditions', displayOrder: 1 },
  forcePasswordChange: { id: 'FPC', uiComponentName: 'change-password', displayOrder: 2 },
  forcePinChange: { id: 'FPIN', uiComponentName: 'forcePinChange', displayOrder: 3 },
};
const LOGIN_FLOW_STEPS = Object.keys(LOGIN_CONFIGS) as LoginFlowStep[];

function pendingLoginFlow(user: UserRecord): LoginFlowStep[] {
  return LOGIN_FLOW_STEPS.filter((step) => user.loginFlow[step]);
}

function settleLoginFlow(user: UserRecord): void {
  if (pendingLoginFlow(user).length === 0) user.firstLoginFlowDone = true;
}

/**
 * POST me/loginFlow {loginConfigId}: a step done. The terms are accepted by it; a forced change is done by the
 * change itself (PUT v1/me/credentials, cz/v1/credentials/transactionPin), so its id is refused while the change
 * is still to be made, and accepted after.
 */
function completeLoginStep(user: UserRecord, loginConfigId: unknown): Response {
  const step = LOGIN_FLOW_STEPS.find((s) => LOGIN_CONFIGS[s].id === loginConfigId);
  if (!step) return obdxError(400, DIGX_CODES.wrongDetails, 'Unknown login flow.');
  if (step === 'termsNotAccepted') user.loginFlow.termsNotAccepted = false;
  else if (user.loginFlow[step]) return obdxError(400, DIGX_CODES.wrongDetails, 'The change of this step is not made yet.');
  settleLoginFlow(user);
  return ok({ status: { result: 'SUCCESSFUL', message: { code: '0', type: 'INFO' } } });
}

/**
 * A refused login. Both modes count the failure and lock the user; the demo bank says which it was in a JSON
 * code, a stock OBDX answers every refusal, a locked user's too, with a bare 403 that only points back to the
 * login page (DIGX-CONTRACT.md "login").
 */
function failLogin(user: UserRecord | undefined, mode: BankMode): Response {
  const headers = { 'X-AUTH-LOCATION-URL': '/login?error=true' };
  if (user) {
    user.failedAttempts += 1;
    if (user.failedAttempts > MAX_FAILED_LOGINS) user.locked = true;
  }
  if (mode === 'stock') return noContent(403, headers);
  if (user?.locked) return obdxError(403, DIGX_CODES.userLocked, 'User is locked.', headers);
  return obdxError(403, DIGX_CODES.wrongCredentials, 'Invalid credentials.', headers);
}

export function sessionHandlers(route: Route, bank: Bank) {
  const spentResetTokens = new WeakMap<object, Set<string>>();
  // Per seeded state, so a bank reset gives every user their tokens back.
  const pinTokens = new WeakMap<object, Map<string, number[]>>();
  const pinTokensOf = (user: UserRecord): number[] => {
    const byUser = pinTokens.get(bank.state) ?? new Map<string, number[]>();
    pinTokens.set(bank.state, byUser);
    const since = bank.clock.now().getTime() - PIN_TOKEN_WINDOW_MS;
    const live = (byUser.get(user.userId) ?? []).filter((at) => at > since);
    byUser.set(user.userId, live);
    return live;
  };
  const resetTokenUser = (token: string | null) => {
    const spent = spentResetTokens.get(bank.state) ?? new Set<string>();
    spentResetTokens.set(bank.state, spent);
    return token === DEMO_RESET_TOKEN && !spent.has(token) ? { user: bank.state.users[DEMO_RESET_USER], spend: () => spent.add(token) } : undefined;
  };

  const issueNonces = (request: Request) => {
    const count = Number(request.headers.get('x-noncecount') ?? '1');
    return noContent(200, nonceHeader(bank.security.issueNonces(Number.isFinite(count) ? count : 1)));
  };

  return [
    route('post', 'v1/session/nonce', ({ request }) => issueNonces(request), { public: true, noNonce: true }),
    route('get', 'v1/session/nonce', ({ request }) => issueNonces(request), { public: true, noNonce: true }),

    route(
      'get',
      'v1/publicKey',
      () => {
        const keys = bankKeys(bank.keyBits);
        return ok({ publicKeyDTO: { publicKey: keys.publicKeyBase64, modulus: keys.modulusHex, publicExponent: keys.publicExponentHex } });
      },
      { public: true },
    ),
    route('post', 'v1/salt', () => ok({ saltDTO: { id: bank.security.issueSalt() } }, 201), { public: true }),

    route(
      'post',
      'j_security_check',
      async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        const userId = (form.get('j_username') ?? '').trim().toUpperCase();
        const user = bank.state.users[userId];
        if (user?.locked) return failLogin(user, bank.mode);
        const [password] = decryptCredentials(bank, [form.get('j_password') ?? '']) ?? [];
        if (!user || password === undefined || password !== user.password) return failLogin(user, bank.mode);
        user.failedAttempts = 0;
        const session = bank.security.startSession(user.userId, bank.clock.now().getTime());
        // A stock OBDX redirects a success to a page that is not there: 404, with the session cookie set.
        if (bank.mode === 'stock') return noContent(404, { 'Set-Cookie': sessionCookie(session.id) });
        // The demo bank: a new session hands over its first nonces with the answer.
        return noContent(200, { 'Set-Cookie': sessionCookie(session.id), ...nonceHeader(bank.security.issueNonces(5)) });
      },
      { public: true },
    ),

    route('delete', 'v1/session', ({ session }) => {
      bank.security.endSession(session.id);
      return noContent(200, { 'Set-Cookie': expiredSessionCookie() });
    }),

    route('get', 'v1/me', ({ user }) =>
      ok({
        userProfile: user.userProfile,
        // Beside OBDX's keys: SPEC.md section 3 "User" has a preferred name, which OBDX does not send.
        preferredName: user.preferredName,
        firstLoginFlowDone: user.firstLoginFlowDone,
        menuSupported: true,
      }),
    ),
    route('get', 'v1/me/loginFlow', ({ user }) =>
      ok({ userLoginFlowDTOList: pendingLoginFlow(user).map((step) => ({ loginConfigDTO: { ...LOGIN_CONFIGS[step] } })) }),
    ),
    route('post', 'v1/me/loginFlow', async ({ request, user }) => {
      const body = (await request.json().catch(() => ({}))) as { loginConfigId?: unknown } | null;
      return completeLoginStep(user, body?.loginConfigId);
    }),
    route('get', 'cz/v1/permissions', ({ user }) => ok({ allowedTransactions: user.allowedTransactions })),

    route('put', 'v1/me/credentials', async ({ request, user }) => {
      // OBDX's names (OBDX_UI change-password model.js), both encrypted.
      const body = (await request.json()) as { oldPassword?: string; changedPassword?: string };
      const [oldValue, newValue] = decryptCredentials(bank, [body.oldPassword ?? '', body.changedPassword ?? '']) ?? [];
      if (oldValue === undefined || newValue === undefined) return obdxError(400, DIGX_CODES.wrongDetails, 'Unreadable credentials.');
      if (oldValue !== user.password) return obdxError(400, DIGX_CODES.wrongCurrentPassword, 'Current password is wrong.');
      if (!serverAcceptsPassword(newValue)) return obdxError(400, DIGX_CODES.alphanumericViolation, 'The password does not meet the policy.');
      if (newValue === user.password || user.passwordHistory.includes(newValue)) {
        return obdxError(400, DIGX_CODES.passwordReuse, 'Password was used before.');
      }
      user.passwordHistory = [user.password, ...user.passwordHistory].slice(0, PASSWORD_POLICY.pwdHistorySize);
      user.password = newValue;
      user.loginFlow.forcePasswordChange = false;
      settleLoginFlow(user);
      return ok({ status: { result: 'SUCCESSFUL' } });
    }),
    route('put', 'cz/v1/credentials/transactionPin', async ({ request, user }) => {
      const body = (await request.json()) as { type?: unknown; oldPin?: string; newPin?: string };
      if (body.type !== PIN_CREDENTIAL_TYPE) return obdxError(400, DIGX_CODES.wrongDetails, `The credential type must be ${PIN_CREDENTIAL_TYPE}.`);
      const [oldValue, newValue] = decryptCredentials(bank, [body.oldPin ?? '', body.newPin ?? '']) ?? [];
      if (oldValue === undefined || newValue === undefined) return obdxError(400, DIGX_CODES.wrongDetails, 'Unreadable credentials.');
      if (user.pinLocked) return obdxError(400, DIGX_CODES.pinLocked, 'PIN locked.');
      const tokens = pinTokensOf(user);
      if (tokens.length >= MAX_PIN_CHANGES_PER_DAY) return obdxError(400, DIGX_CODES.pinTemporarilyLocked, 'Too many PIN changes: try again later.');
      if (oldValue !== user.pin) {
        user.pinFailedAttempts += 1;
        if (user.pinFailedAttempts > MAX_FAILED_LOGINS) {
          user.pinLocked = true;
          return obdxError(400, DIGX_CODES.pinLocked, 'PIN locked.');
        }
        return obdxError(400, DIGX_CODES.wrongPin, 'Wrong PIN.');
      }
      if (!serverAcceptsPin(newValue)) return obdxError(400, DIGX_CODES.alphanumericViolation, 'The PIN does not meet the policy.');
      if (newValue === user.pin || user.pinHistory.includes(newValue)) return obdxError(400, DIGX_CODES.pinReuse, 'PIN was used before.');
      user.pinFailedAttempts = 0;
      tokens.push(bank.clock.now().getTime());
      user.pinHistory = [user.pin, ...user.pinHistory].slice(0, PASSWORD_POLICY.pwdHistorySize);
      user.pin = newValue;
      user.loginFlow.forcePinChange = false;
      settleLoginFlow(user);
      return ok({ status: { result: 'SUCCESSFUL' } });
    }),

    route('get', 'v1/token/:token', ({ params }) =>
      resetTokenUser(params.token) ? ok({ tokenDTO: { valid: true } }) : obdxError(400, DIGX_CODES.wrongDetails, 'The link is not valid.'),
      { public: true },
    ),
    route(
      'get',
      'v1/passwordPolicy',
      ({ url, session }) =>
        session || resetTokenUser(url.searchParams.get('token'))
          ? ok({ passwordPolicyDTO: PASSWORD_POLICY })
          : obdxError(400, DIGX_CODES.wrongDetails, 'The link is not valid.'),
      { public: true },
    ),
    route(
      'put',
      'v1/credentials/changeCredentials',
      async ({ request }) => {
        const body = (await request.json()) as { newPassword?: string; token?: string };
        const reset = resetTokenUser(body.token ?? null);
        const [newValue] = decryptCredentials(bank, [body.newPassword ?? '']) ?? [];
        if (!reset?.user || newValue === undefined) return obdxError(400, DIGX_CODES.wrongDetails, 'The link is not valid.');
        if (!serverAcceptsPassword(newValue)) return obdxError(400, DIGX_CODES.alphanumericViolation, 'The password does not meet the policy.');
        if (newValue === reset.user.password || reset.user.passwordHistory.includes(newValue)) {
          return obdxError(400, DIGX_CODES.passwordReuse, 'Password was used before.');
        }
        reset.user.passwordHistory = [reset.user.password, ...reset.user.passwordHistory].slice(0, PASSWORD_POLICY.pwdHistorySize);
        reset.user.password = newValue;
        reset.user.locked = false;
        reset.user.failedAttempts = 0;
        reset.spend();
        return ok({ status: { result: 'SUCCESSFUL' } });
      },
      { public: true },
    ),

    route(
      'post',
      'v1/2fa/:referenceNo/resend',
      ({ params }) => {
        const pending = bank.security.challenge(params.referenceNo);
        if (!pending) return obdxError(400, DIGX_CODES.otpLocked, 'No passcode is pending.');
        if (pending.resendsLeft <= 0) return obdxError(400, DIGX_CODES.otpLocked, 'No resends left.');
        pending.resendsLeft -= 1;
        const challenge = { authType: 'OTP', referenceNo: pending.referenceNo, attemptsLeft: pending.attemptsLeft, resendsLeft: pending.resendsLeft };
        return ok({ status: { result: 'SUCCESSFUL' }, ...challenge }, 200, { 'X-CHALLENGE': JSON.stringify(challenge) });
      },
      // The reference number is an unguessable token, and a challenge may come before login.
      { public: true },
    ),
  ];
}
