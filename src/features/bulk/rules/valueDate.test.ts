import { VALUE_DATE_MESSAGES as M, firstValueDate, validateValueDate } from './valueDate';

// Thursday 26 November 2026: London is on GMT, so UTC hours are London hours.
const at = (time: string) => new Date(`2026-11-26T${time}Z`);

describe('validateValueDate', () => {
  it.each([
    ['today before the cut-off', '26/11/26', '08:59:59', undefined],
    ['today at the cut-off', '26/11/26', '09:00:00', M.cutOffPassed],
    ['tomorrow after the cut-off', '27/11/26', '17:00:00', undefined],
    ['yesterday', '25/11/26', '08:00:00', M.past],
    ['a Saturday', '28/11/26', '08:00:00', M.notWorkingDay('2026-11-28')],
    ['Christmas Day', '25/12/26', '08:00:00', M.notWorkingDay('2026-12-25')],
    ['empty', ' ', '08:00:00', M.required],
    ['not a date', '31/02/27', '08:00:00', M.invalid],
    ['over a year ahead', '30/11/27', '08:00:00', M.tooFar],
  ])('%s', (_label, text, time, expected) => {
    expect(validateValueDate(text, at(time))).toBe(expected);
  });

  it('names the bank holiday', () => {
    expect(M.notWorkingDay('2026-12-25')).toBe('That day is a bank holiday (Christmas Day). Choose a working day.');
  });

  it('keeps London time in summer (BST): 08:30 London is 07:30 UTC', () => {
    expect(validateValueDate('02/07/26', new Date('2026-07-02T07:30:00Z'))).toBeUndefined();
    expect(validateValueDate('02/07/26', new Date('2026-07-02T08:30:00Z'))).toBe(M.cutOffPassed);
  });
});

describe('firstValueDate', () => {
  it.each([
    ['a weekday morning: today', '2026-11-26T08:00:00Z', '2026-11-26'],
    ['a weekday after 09:00: tomorrow', '2026-11-26T09:00:00Z', '2026-11-27'],
    ['Friday afternoon: Monday', '2026-11-27T15:00:00Z', '2026-11-30'],
    ['Christmas Eve afternoon: after Boxing Day (observed)', '2026-12-24T15:00:00Z', '2026-12-29'],
  ])('%s', (_label, now, expected) => {
    expect(firstValueDate(new Date(now))).toBe(expected);
  });
});
