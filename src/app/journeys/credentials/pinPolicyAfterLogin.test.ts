import { waitFor } from '@testing-library/react';
import { createAppStore } from '@/app/store';
import { postLogin } from '@/shared/api/postLogin';
import { credentialChangeRequired } from '@/shared/events';
import { recordRequests } from '@/testing/recordRequests';
import { credentialsSaga } from '@/features/credentials/sagas';
import { selectCredentialChange } from '@/features/session/selectors';

/**
 * The credentials saga starts with the credential pages (their lazy chunk), after the login has already said
 * what must change: it must still load the PIN policy the PIN step needs, and only when a PIN change is due.
 */
describe('the credentials saga, started after the login', () => {
  it.each([
    ['a PIN change is due', { termsNotAccepted: false, forcePasswordChange: false, forcePinChange: true }, 1],
    ['only the password must change', { termsNotAccepted: false, forcePasswordChange: true, forcePinChange: false }, 0],
  ])('asks for the PIN policy when %s', async (_, flags, policyCalls) => {
    const store = createAppStore();
    await postLogin(store.client, 'NEWUSER', 'Welcome#2026');
    store.dispatch(credentialChangeRequired(flags));
    const log = recordRequests();
    store.startFeatureSaga('credentials', () => credentialsSaga(selectCredentialChange));
    // The session kept the flags from before the saga started (the credentials slice is lazy: not there yet).
    expect(selectCredentialChange(store.getState())).toEqual(flags);
    await waitFor(async () => expect(await log.to('v1/passwordPolicy', 'GET')).toHaveLength(policyCalls));
    // Nothing else asks for it: one call when due, none otherwise, however long the page stays open.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await log.to('v1/passwordPolicy', 'GET')).toHaveLength(policyCalls);
    log.stop();
  });
});
