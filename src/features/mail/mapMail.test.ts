import { listItem, mapCategories, mapMail, mapMailer, newestFirst, notDeleted } from './mapMail';

const mail = {
  messageId: { displayValue: 'xxxx001', value: 'M1' },
  messageType: 'M',
  subject: 'Re: Cards',
  subjectId: 'CRD',
  messageBody: '<p>Hi</p>',
  receivedDate: '2026-03-05T14:05:00',
  creationDate: '2026-03-05T14:00:00',
  threadId: 'M0',
  sender: 'Hambleton Private Bank',
  party: { displayValue: '***452', value: 'P1' },
  messageUserMappings: [{ status: 'U', msgFlag: 'T', deleteStatus: false }],
};

describe('mapMail', () => {
  it('maps a received message', () => {
    expect(mapMail(mail, 'inbox')).toEqual({
      id: 'M1',
      messageId: { displayValue: 'xxxx001', value: 'M1' },
      folder: 'inbox',
      subject: 'Re: Cards',
      subjectId: 'CRD',
      sender: 'Hambleton Private Bank',
      date: '2026-03-05T14:05:00',
      isRead: false,
      threadId: 'M0',
      party: { displayValue: '***452', value: 'P1' },
      body: '<p>Hi</p>',
    });
  });

  it.each([
    ['inbox', '2026-03-05T14:05:00'],
    ['outbox', '2026-03-05T14:00:00'],
  ] as const)('dates a message in the %s by %s', (folder, date) => {
    expect(mapMail(mail, folder).date).toBe(date);
  });

  it.each([
    [[{ status: 'R' }], true],
    [[{ status: 'U' }], false],
    [[], true],
  ])('mappings %p read: %p', (messageUserMappings, isRead) => {
    expect(mapMail({ ...mail, messageUserMappings }, 'inbox').isRead).toBe(isRead);
  });

  it('copes with a sparse answer', () => {
    expect(mapMail({}, 'outbox')).toMatchObject({ id: '', messageId: null, subject: '', sender: '', date: '', party: null, body: '', isRead: true });
  });

  it('maps a bulletin with the mapId its read marking names, and leaves its body out of a list item', () => {
    const bulletin = mapMailer({ mapId: '7', messageId: { displayValue: 'x', value: 'B1' }, subject: 'Scam calls', receivedDate: '2026-03-01T00:00:00', status: 'U', messageBody: 'Beware' });
    expect(bulletin).toMatchObject({ id: 'B1', messageId: { displayValue: 'x', value: 'B1' }, mapId: '7', folder: 'bulletins', subject: 'Scam calls', sender: '', isRead: false, body: 'Beware' });
    expect(listItem(bulletin)).not.toHaveProperty('body');
    expect(mapMailer({ messageId: { value: 'B2' } })).not.toHaveProperty('mapId');
  });

  const ENQUIRY = { account: 'ACC', service: 'SRV' };
  const general = { subjectId: 'GEN', subject: 'General enquiry' };
  it.each([
    ['subjects of every category, in order', [{ name: 'General', subjects: [general] }, { name: 'Services', subjects: [{ subjectId: 'SRV', subject: 'Service enquiry' }] }], [{ id: 'GEN', subject: 'General enquiry', enquiry: null }, { id: 'SRV', subject: 'Service enquiry', enquiry: 'service' }]],
    ['the account enquiry subject the profile names', [{ name: 'Accounts', subjects: [{ subjectId: 'ACC', subject: 'Account enquiry' }] }], [{ id: 'ACC', subject: 'Account enquiry', enquiry: 'account' }]],
    ['a subject listed under two categories once', [{ name: 'A', subjects: [general] }, { name: 'B', subjects: [general] }], [{ id: 'GEN', subject: 'General enquiry', enquiry: null }]],
    ['no subject without an id or a name', [{ name: 'A', subjects: [{ subject: 'No id' }, { subjectId: 'X' }, { subjectId: 'Y', subject: ' ' }, general] }], [{ id: 'GEN', subject: 'General enquiry', enquiry: null }]],
    ['nothing from a category without subjects', [{ name: 'Empty' }, { name: 'Null', subjects: null }], []],
  ])('maps the categories: %s', (_case, categories, subjects) => {
    expect(mapCategories(categories, ENQUIRY)).toEqual(subjects);
  });

  it('sorts newest first', () => {
    const items = [{ date: '2026-01-02T10:00:00' }, { date: '2026-03-01T00:00:00' }, { date: '2026-01-02T11:00:00' }];
    expect(newestFirst(items).map((i) => i.date)).toEqual(['2026-03-01T00:00:00', '2026-01-02T11:00:00', '2026-01-02T10:00:00']);
  });

  it.each([
    [{ messageUserMappings: [{ deleteStatus: false }] }, true],
    [{ messageUserMappings: [{ deleteStatus: true }] }, false],
    [{ deleteStatus: true }, false],
    [{ deleteStatus: false }, true],
    [{}, true],
  ])('%p is listed: %p', (wire, listed) => {
    expect(notDeleted(wire)).toBe(listed);
  });
});
