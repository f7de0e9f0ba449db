/** The alerts a user may subscribe to (GET v1/activityEventActions): the two SPEC names, by e-mail or SMS. */
import type { ActivityEventActionRecord } from '../types';

export function createAlertCatalogue(): ActivityEventActionRecord[] {
  return [
    { alertDTO: { alertName: 'Failed Login Alert', alertType: 'S', expiryDate: '2099-12-31T00:00:00', alertKeyDTO: { activityId: 'com.ofss.digx.app.security.login', eventId: 'FAILED_LOGIN', actionId: 'FAILED_LOGIN_ALERT' } } },
    { alertDTO: { alertName: 'Login Alert', alertType: 'S', expiryDate: '2099-12-31T00:00:00', alertKeyDTO: { activityId: 'com.ofss.digx.app.security.login', eventId: 'LOGIN', actionId: 'LOGIN_ALERT' } } },
  ];
}
