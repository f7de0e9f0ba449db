/**
 * @jest-environment node
 */
import { loggableTarget, REDACTED } from './loggableTarget';

describe('a request target as the server logs it', () => {
  it.each([
    ['/change-credentials-password?token=DEMORESET1', `/change-credentials-password?token=${REDACTED}`],
    ['/change-credentials-password?lang=en&token=DEMORESET1&x=1', `/change-credentials-password?lang=en&token=${REDACTED}&x=1`],
    ['/change-credentials-password?Token=DEMORESET1', `/change-credentials-password?Token=${REDACTED}`],
    ['/change-credentials-password?%74oken=DEMORESET1', `/change-credentials-password?%74oken=${REDACTED}`],
    ['/change-credentials-password?token=A&token=B', `/change-credentials-password?token=${REDACTED}&token=${REDACTED}`],
    ['/digx/v1/token/DEMORESET1', `/digx/v1/token/${REDACTED}`],
    ['/digx/v1/token/DEMORESET1?locale=en', `/digx/v1/token/${REDACTED}?locale=en`],
    ['/digx/v1/passwordPolicy?token=DEMORESET1', `/digx/v1/passwordPolicy?token=${REDACTED}`],
  ])('takes the reset token out of %s', (target, logged) => {
    expect(loggableTarget(target)).toBe(logged);
    expect(loggableTarget(target)).not.toContain('DEMORESET1');
  });

  it.each(['/accounts', '/digx/v1/me', '/digx/v1/accounts/demandDeposit?locale=en', '/login?next=%2Faccounts', '/?digxFault=GET:v1/me:status=500', '/digx/v1/token'])(
    'leaves %s as it is',
    (target) => expect(loggableTarget(target)).toBe(target),
  );
});
