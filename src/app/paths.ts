/** The routes of SPEC.md section 2 that code links or redirects to. */
export const PATHS = {
  login: '/login',
  changeCredentials: '/change-credentials',
  changeCredentialsPassword: '/change-credentials-password',
  digital: '/digital',
  sessionExpired: '/session-expired',
  loggedOff: '/logged-off',
  accounts: '/accounts',
  entityRedirect: '/entity-redirect',
} as const;

/** SPEC.md section 9: the entity redirect screen waits 3 s. */
export const ENTITY_REDIRECT_WAIT_MS = 3000;
