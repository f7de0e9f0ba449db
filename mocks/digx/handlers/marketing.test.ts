import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import { bank, fixBankClock, logInAs } from '../testing';

/**
 * Marketing preferences and the consent modal's answer through the app's real client. The session cookie is
 * shared, so a client is used only until the next logInAs.
 */
const NOW = '2025-06-16T10:30:00.000Z';
beforeEach(() => fixBankClock(NOW));

interface Preferences {
  answered: boolean;
  outcome: 'submitted' | 'doNotWishToSee' | 'closed' | null;
  channels: { email: boolean; sms: boolean; post: boolean; phone: boolean };
  updatedOn: string | null;
}
const PATH = 'cz/v1/me/marketingPreferences';
const preferencesOf = async (client: DigxClient) =>
  (await client.request<{ status: { result: string }; marketingPreferences: Preferences }>({ method: 'GET', path: PATH })).data;
const save = (client: DigxClient, body: unknown) => client.request<{ status: { result: string }; marketingPreferences: Preferences }>({ method: 'PUT', path: PATH, body });
const NONE = { email: false, sms: false, post: false, phone: false };

describe('reading the answer', () => {
  it.each([
    ['RETAIL1', { answered: true, outcome: 'submitted', channels: { ...NONE, email: true }, updatedOn: expect.stringMatching(/Z$/) }],
    ['NEWUSER', { answered: false, outcome: null, channels: NONE, updatedOn: null }],
    ['CORP1', { answered: true, outcome: 'submitted', channels: { ...NONE, email: true, post: true }, updatedOn: expect.stringMatching(/Z$/) }],
  ] as const)('shows %s their seeded answer', async (userId, expected) => {
    const answer = await preferencesOf(await logInAs(userId));
    expect(answer.status.result).toBe('SUCCESSFUL');
    expect(answer.marketingPreferences).toEqual(expected);
  });
});

describe('saving an answer', () => {
  it('stores submitted channels (left-out ones false) and keeps them for the next login', async () => {
    const saved = await save(await logInAs(), { outcome: 'submitted', channels: { email: true, sms: true } });
    const expected = { answered: true, outcome: 'submitted', channels: { ...NONE, email: true, sms: true }, updatedOn: NOW };
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ status: expect.objectContaining({ result: 'SUCCESSFUL' }), marketingPreferences: expected });
    expect((await preferencesOf(await logInAs())).marketingPreferences).toEqual(expected);
  });

  it('accepts a submitted answer with every channel off', async () => {
    const saved = await save(await logInAs('NEWUSER'), { outcome: 'submitted', channels: NONE });
    expect(saved.data.marketingPreferences).toMatchObject({ answered: true, outcome: 'submitted', channels: NONE });
  });

  it('turns every channel off for doNotWishToSee, which counts as answered', async () => {
    const saved = await save(await logInAs('CORP1'), { outcome: 'doNotWishToSee', channels: { email: true } });
    expect(saved.data.marketingPreferences).toEqual({ answered: true, outcome: 'doNotWishToSee', channels: NONE, updatedOn: NOW });
    expect(bank.state.users.CORP1.marketingConsent.status).toBe('DO_NOT_WISH_TO_SEE');
  });

  it('records closed without answering, so the modal comes back at the next login', async () => {
    const saved = await save(await logInAs('NEWUSER'), { outcome: 'closed' });
    expect(saved.data.marketingPreferences).toEqual({ answered: false, outcome: 'closed', channels: NONE, updatedOn: NOW });
    const client = await logInAs('NEWUSER');
    expect((await preferencesOf(client)).marketingPreferences).toMatchObject({ answered: false, outcome: 'closed' });
    expect((await save(client, { outcome: 'submitted', channels: { post: true } })).data.marketingPreferences).toMatchObject({ answered: true, outcome: 'submitted' });
  });

  it('keeps an earlier answer when the modal is closed', async () => {
    const client = await logInAs('CORP1');
    const before = (await preferencesOf(client)).marketingPreferences;
    expect((await save(client, { outcome: 'closed' })).data.marketingPreferences).toEqual(before);
  });
});

describe('refusals', () => {
  it.each([
    ['no outcome', {}],
    ['an unknown outcome', { outcome: 'maybe', channels: NONE }],
    ['submitted without channels', { outcome: 'submitted' }],
    ['a channel that is not true or false', { outcome: 'submitted', channels: { email: 'yes' } }],
    ['channels as a list', { outcome: 'submitted', channels: ['email'] }],
  ])('refuses %s (wrongDetails) and changes nothing', async (_name, body) => {
    const client = await logInAs('NEWUSER');
    expect(await digxFailure(save(client, body))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect((await preferencesOf(client)).marketingPreferences).toMatchObject({ answered: false, outcome: null });
  });
});
