import { pickMapping } from './pickMapping';

const mapping = (fileIdentifier: string, partyId = '', customerId = '') => ({ fileIdentifier, description: '', partyId, customerId });
const account = { partyId: 'P2', customerId: '002' };

describe('pickMapping', () => {
  it.each([
    ['the account party\'s, by party id', [mapping('A', 'P1', '001'), mapping('B', 'P2', '002')], 'B'],
    ['the account party\'s, by party number', [mapping('A', '', '001'), mapping('B', '', '002')], 'B'],
    ['none for another party', [mapping('A', 'P1', '001')], undefined],
    ['the first when the bank names no parties (OBDX sample)', [mapping('A'), mapping('B')], 'A'],
    ['none when there are none', [], undefined],
  ])('%s', (_label, mappings, expected) => {
    expect(pickMapping(mappings, account)?.fileIdentifier).toBe(expected);
  });
});
