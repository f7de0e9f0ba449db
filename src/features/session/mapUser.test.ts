import { mapUser } from './mapUser';

describe('mapUser', () => {
  it('maps an OBDX v1/me answer', () => {
    const user = mapUser({
      userProfile: {
        userName: 'CORP1',
        prefix: 'Mrs',
        firstName: 'Harriet',
        lastName: 'Vane',
        emailId: { displayValue: 'h@example.com' },
        phoneNumber: { displayValue: '07700 900123' },
        partyId: { displayValue: '***731', value: 'TOKEN731' },
        homeEntity: '200731',
        accessibleEntityDTOs: [
          { entityId: '200731', entityName: 'Hambleton Hill Racing Stables Ltd' },
          { entityId: '200732', entityName: 'Hambleton Hill Holdings Ltd' },
        ],
        lastLoginTime: '2026-07-01T08:00:00.000Z',
      },
      firstLoginFlowDone: true,
    });
    expect(user).toEqual({
      id: 'CORP1',
      firstName: 'Harriet',
      lastName: 'Vane',
      preferredName: 'Harriet',
      honorific: 'Mrs',
      email: 'h@example.com',
      phoneNo: '07700 900123',
      lastLogin: '2026-07-01 09:00:00',
      mainPartyId: 'TOKEN731',
      homeEntity: '200731',
      entities: [
        { id: '200731', name: 'Hambleton Hill Racing Stables Ltd' },
        { id: '200732', name: 'Hambleton Hill Holdings Ltd' },
      ],
    });
  });

  it('survives an answer with no profile', () => {
    expect(mapUser({})).toMatchObject({ id: '', entities: [], lastLogin: undefined, homeEntity: '' });
  });

  it('falls back to entity ids when names are missing', () => {
    expect(mapUser({ userProfile: { accessibleEntities: ['E1', 'E2'] } }).entities).toEqual([
      { id: 'E1', name: 'E1' },
      { id: 'E2', name: 'E2' },
    ]);
  });
});
