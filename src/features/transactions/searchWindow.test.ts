import { addDays } from '@/shared/lib/dates';
import {
  chosenWindow,
  clampToEarliest,
  defaultWindow,
  floorOf,
  initialSearchWindow,
  reachedFloor,
  sixMonthChunks,
  widen,
  widenStepOf,
} from './searchWindow';

const TODAY = '2026-11-26';
const current = { type: 'CA', startDate: '2015-03-01' };
const mortgage = { type: 'MO', startDate: '2021-09-01' };
const recent = { type: 'CA', startDate: '2026-10-01' };

describe('searchWindow', () => {
  it.each([
    ['2015-06-30', '2016-01-01'],
    ['2016-01-01', '2016-01-01'],
    ['2019-04-02', '2019-04-02'],
  ])('clamps %s to %s', (day, clamped) => {
    expect(clampToEarliest(day)).toBe(clamped);
  });

  it.each([
    [current, '2016-01-01'],
    [mortgage, '2021-09-01'],
    [{ type: 'CA', startDate: '' }, '2016-01-01'],
  ])('floors %o at %s', (account, floor) => {
    expect(floorOf(account)).toBe(floor);
  });

  it.each([
    [current, { start: '2026-10-28', end: TODAY }],
    [{ type: 'CA', startDate: '2026-11-20' }, { start: '2026-11-20', end: TODAY }],
  ])('opens %o on the last 30 days %o', (account, window) => {
    expect(defaultWindow(account, TODAY)).toEqual(window);
  });

  it.each([
    [current, { start: '2026-05-31', end: TODAY }],
    [recent, { start: '2026-10-01', end: TODAY }],
  ])('searches %o over 180 days %o', (account, window) => {
    expect(initialSearchWindow(account, TODAY)).toEqual(window);
  });

  it('widens by 365 days, and by 730 for a mortgage', () => {
    expect(widenStepOf(current)).toBe(365);
    expect(widenStepOf(mortgage)).toBe(730);
    expect(widen(current, { start: '2026-05-31', end: TODAY })).toEqual({
      window: { start: '2025-05-31', end: TODAY },
      slice: { start: '2025-05-31', end: '2026-05-30' },
    });
    expect(widen(mortgage, { start: '2026-05-31', end: TODAY })).toEqual({
      window: { start: '2024-05-31', end: TODAY },
      slice: { start: '2024-05-31', end: '2026-05-30' },
    });
  });

  it('stops at the opening date, and never goes before 2016', () => {
    const steps: string[] = [];
    let window = initialSearchWindow(current, TODAY);
    for (let next = widen(current, window); next; next = widen(current, window)) {
      window = next.window;
      steps.push(window.start);
    }
    expect(steps).toEqual(['2025-05-31', '2024-05-31', '2023-06-01', '2022-06-01', '2021-06-01', '2020-06-01', '2019-06-02', '2018-06-02', '2017-06-02', '2016-06-02', '2016-01-01']);
    expect(reachedFloor(current, window)).toBe(true);
    expect(widen(recent, initialSearchWindow(recent, TODAY))).toBeUndefined();
  });

  it.each([
    [{ start: '2014-01-01', end: '2016-02-01' }, { start: '2016-01-01', end: '2016-02-01' }],
    [{ start: '2026-12-01', end: '2026-11-01' }, { start: '2026-11-01', end: TODAY }],
    [{ start: '2010-01-01', end: '2012-01-01' }, undefined],
  ])('keeps a chosen range %o as %o', (range, window) => {
    expect(chosenWindow(current, range, TODAY)).toEqual(window);
  });

  it.each([
    [{ start: '2026-01-01', end: '2026-03-31' }, [{ start: '2026-01-01', end: '2026-03-31' }]],
    [
      { start: '2025-01-31', end: '2026-03-15' },
      [
        { start: '2025-01-31', end: '2025-07-30' },
        { start: '2025-07-31', end: '2026-01-30' },
        { start: '2026-01-31', end: '2026-03-15' },
      ],
    ],
    [
      { start: '2024-08-31', end: '2025-03-01' },
      [
        { start: '2024-08-31', end: '2025-02-27' },
        { start: '2025-02-28', end: '2025-03-01' },
      ],
    ],
  ])('splits %o into six-month chunks', (range, chunks) => {
    expect(sixMonthChunks(range)).toEqual(chunks);
  });

  it('chunks cover every day exactly once', () => {
    const chunks = sixMonthChunks({ start: '2016-01-01', end: TODAY });
    chunks.slice(1).forEach((chunk, i) => expect(chunk.start).toBe(addDays(chunks[i].end, 1)));
    expect(chunks[0].start).toBe('2016-01-01');
    expect(chunks.at(-1)?.end).toBe(TODAY);
  });
});
