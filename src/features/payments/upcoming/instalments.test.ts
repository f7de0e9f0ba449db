import { remainingInstalments } from './instalments';

const every = (days: number, months: number, years: number) => ({ days, months, years });

describe('remainingInstalments', () => {
  it.each([
    ['no end date: further notice', '2026-12-01', null, every(0, 1, 0), null],
    ['monthly, end on a payment day', '2026-12-01', '2027-05-01', every(0, 1, 0), 6],
    ['monthly, end between payments', '2026-12-01', '2027-04-30', every(0, 1, 0), 5],
    ['monthly from the 31st keeps the 31st', '2027-01-31', '2027-03-31', every(0, 1, 0), 3],
    ['weekly over four weeks', '2026-12-01', '2026-12-29', every(7, 0, 0), 5],
    ['daily', '2026-12-01', '2026-12-10', every(1, 0, 0), 10],
    ['quarterly', '2026-12-01', '2027-12-01', every(0, 3, 0), 5],
    ['yearly', '2026-12-01', '2030-11-30', every(0, 0, 1), 4],
    ['end is the next payment: one left', '2026-12-01', '2026-12-01', every(0, 1, 0), 1],
    ['end before the next payment: none left', '2026-12-01', '2026-11-30', every(0, 1, 0), 0],
    ['no next payment: none left', null, '2027-01-01', every(0, 1, 0), 0],
    ['no repeat: the one payment', '2026-12-01', '2026-12-01', every(0, 0, 0), 1],
  ])('%s', (_label, next, end, repeat, expected) => {
    expect(remainingInstalments(next, end, repeat)).toBe(expected);
  });
});
