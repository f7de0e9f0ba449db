import { addDays } from '@/shared/lib/dates';
import { toWorkingDay, workingDayNotice } from './workingDays';

describe('addDays', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'], // the clocks go forward on the 29th: no hour lost
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', 0, '2026-01-01'],
  ])('%s + %i = %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });
});

describe('a pay date moves off weekends and bank holidays (SPEC.md section 4)', () => {
  it.each([
    ['2026-03-04', '2026-03-04'], // Wednesday
    ['2026-03-06', '2026-03-06'], // Friday
    ['2026-03-09', '2026-03-09'], // Monday
  ])('%s is a working day and stays', (day, expected) => {
    expect(toWorkingDay(day)).toEqual({ requested: day, date: expected, moved: false });
  });

  it.each([
    ['2026-03-07', '2026-03-09'], // Saturday → Monday
    ['2026-03-08', '2026-03-09'], // Sunday → Monday
    ['2026-05-02', '2026-05-05'], // Saturday before the early May holiday → Tuesday
    ['2026-04-04', '2026-04-07'], // Easter Saturday → Tuesday after Easter Monday
    ['2036-01-05', '2036-01-07'], // past the holiday table, weekends still move
  ])('weekend %s moves to %s', (day, expected) => {
    expect(toWorkingDay(day)).toEqual({ requested: day, date: expected, moved: true, reason: 'weekend' });
  });

  /** Every England and Wales bank holiday of 2019–2026 (GOV.UK), with the working day after it. */
  it.each([
    ['2019-01-01', '2019-01-02', "New Year's Day"],
    ['2019-04-19', '2019-04-23', 'Good Friday'],
    ['2019-04-22', '2019-04-23', 'Easter Monday'],
    ['2019-05-06', '2019-05-07', 'Early May bank holiday'],
    ['2019-05-27', '2019-05-28', 'Spring bank holiday'],
    ['2019-08-26', '2019-08-27', 'Summer bank holiday'],
    ['2019-12-25', '2019-12-27', 'Christmas Day'],
    ['2019-12-26', '2019-12-27', 'Boxing Day'],
    ['2020-01-01', '2020-01-02', "New Year's Day"],
    ['2020-04-10', '2020-04-14', 'Good Friday'],
    ['2020-04-13', '2020-04-14', 'Easter Monday'],
    ['2020-05-08', '2020-05-11', 'Early May bank holiday (VE day)'],
    ['2020-05-25', '2020-05-26', 'Spring bank holiday'],
    ['2020-08-31', '2020-09-01', 'Summer bank holiday'],
    ['2020-12-25', '2020-12-29', 'Christmas Day'],
    ['2020-12-28', '2020-12-29', 'Boxing Day (substitute day)'],
    ['2021-01-01', '2021-01-04', "New Year's Day"],
    ['2021-04-02', '2021-04-06', 'Good Friday'],
    ['2021-04-05', '2021-04-06', 'Easter Monday'],
    ['2021-05-03', '2021-05-04', 'Early May bank holiday'],
    ['2021-05-31', '2021-06-01', 'Spring bank holiday'],
    ['2021-08-30', '2021-08-31', 'Summer bank holiday'],
    ['2021-12-27', '2021-12-29', 'Christmas Day (substitute day)'],
    ['2021-12-28', '2021-12-29', 'Boxing Day (substitute day)'],
    ['2022-01-03', '2022-01-04', "New Year's Day (substitute day)"],
    ['2022-04-15', '2022-04-19', 'Good Friday'],
    ['2022-04-18', '2022-04-19', 'Easter Monday'],
    ['2022-05-02', '2022-05-03', 'Early May bank holiday'],
    ['2022-06-02', '2022-06-06', 'Spring bank holiday'],
    ['2022-06-03', '2022-06-06', 'Queen’s Platinum Jubilee'],
    ['2022-08-29', '2022-08-30', 'Summer bank holiday'],
    ['2022-09-19', '2022-09-20', "Queen Elizabeth's Funeral Day"],
    ['2022-12-26', '2022-12-28', 'Boxing Day'],
    ['2022-12-27', '2022-12-28', 'Christmas Day (substitute day)'],
    ['2023-01-02', '2023-01-03', "New Year's Day (substitute day)"],
    ['2023-04-07', '2023-04-11', 'Good Friday'],
    ['2023-04-10', '2023-04-11', 'Easter Monday'],
    ['2023-05-01', '2023-05-02', 'Early May bank holiday'],
    ['2023-05-08', '2023-05-09', "King Charles III's Coronation"],
    ['2023-05-29', '2023-05-30', 'Spring bank holiday'],
    ['2023-08-28', '2023-08-29', 'Summer bank holiday'],
    ['2023-12-25', '2023-12-27', 'Christmas Day'],
    ['2023-12-26', '2023-12-27', 'Boxing Day'],
    ['2024-01-01', '2024-01-02', "New Year's Day"],
    ['2024-03-29', '2024-04-02', 'Good Friday'],
    ['2024-04-01', '2024-04-02', 'Easter Monday'],
    ['2024-05-06', '2024-05-07', 'Early May bank holiday'],
    ['2024-05-27', '2024-05-28', 'Spring bank holiday'],
    ['2024-08-26', '2024-08-27', 'Summer bank holiday'],
    ['2024-12-25', '2024-12-27', 'Christmas Day'],
    ['2024-12-26', '2024-12-27', 'Boxing Day'],
    ['2025-01-01', '2025-01-02', "New Year's Day"],
    ['2025-04-18', '2025-04-22', 'Good Friday'],
    ['2025-04-21', '2025-04-22', 'Easter Monday'],
    ['2025-05-05', '2025-05-06', 'Early May bank holiday'],
    ['2025-05-26', '2025-05-27', 'Spring bank holiday'],
    ['2025-08-25', '2025-08-26', 'Summer bank holiday'],
    ['2025-12-25', '2025-12-29', 'Christmas Day'],
    ['2025-12-26', '2025-12-29', 'Boxing Day'],
    ['2026-01-01', '2026-01-02', "New Year's Day"],
    ['2026-04-03', '2026-04-07', 'Good Friday'],
    ['2026-04-06', '2026-04-07', 'Easter Monday'],
    ['2026-05-04', '2026-05-05', 'Early May bank holiday'],
    ['2026-05-25', '2026-05-26', 'Spring bank holiday'],
    ['2026-08-31', '2026-09-01', 'Summer bank holiday'],
    ['2026-12-25', '2026-12-29', 'Christmas Day'],
    ['2026-12-28', '2026-12-29', 'Boxing Day (substitute day)'],
  ])('bank holiday %s moves to %s (%s)', (day, expected, name) => {
    expect(toWorkingDay(day)).toEqual({ requested: day, date: expected, moved: true, reason: name });
  });

  it.each([
    // A holiday followed by a weekend.
    ['2020-05-08', '2020-05-11'],
    ['2025-12-26', '2025-12-29'],
    ['2026-12-25', '2026-12-29'],
    // Christmas and Boxing Day at a weekend, with their substitute days.
    ['2021-12-24', '2021-12-24'],
    ['2021-12-25', '2021-12-29'],
    ['2021-12-26', '2021-12-29'],
    ['2022-12-24', '2022-12-28'],
    ['2022-12-25', '2022-12-28'],
    ['2027-12-25', '2027-12-29'],
    ['2032-12-25', '2032-12-29'],
    // New Year's Day at a weekend.
    ['2022-01-01', '2022-01-04'],
    ['2028-01-01', '2028-01-04'],
    ['2033-01-01', '2033-01-04'],
    // The four-day Easter break.
    ['2035-03-23', '2035-03-27'],
  ])('%s is paid on %s', (day, expected) => {
    expect(toWorkingDay(day).date).toBe(expected);
  });

  it('says why a day at a weekend moved even when it is also a holiday', () => {
    expect(toWorkingDay('2027-12-25')).toMatchObject({ moved: true, reason: 'weekend' });
  });

  it.each(['2026-02-30', 'soon', ''])('leaves %p unmoved for the validator to report', (day) => {
    expect(toWorkingDay(day)).toEqual({ requested: day, date: day, moved: false });
  });
});

describe('workingDayNotice', () => {
  it.each([
    ['2026-03-04', undefined],
    ['2026-03-07', 'Saturday 7 Mar 2026 is at the weekend, so this payment will be made on the next working day, Monday 9 Mar 2026.'],
    ['2026-04-06', 'Monday 6 Apr 2026 is a bank holiday (Easter Monday), so this payment will be made on the next working day, Tuesday 7 Apr 2026.'],
    [
      '2027-12-25',
      'Saturday 25 Dec 2027 is at the weekend, so this payment will be made on the next working day, Wednesday 29 Dec 2027.',
    ],
  ])('%s: %p', (day, notice) => {
    expect(workingDayNotice(toWorkingDay(day))).toBe(notice);
  });
});
