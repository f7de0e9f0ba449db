import type { PaymentSchedule } from './paymentKind';
import { SCHEDULE_MESSAGES as M, validateFrequency, validatePayDate, validateUntil, type Until } from './schedule';

const TODAY = '2026-03-04';

describe('validatePayDate', () => {
  it.each<[PaymentSchedule, boolean | undefined, string | undefined]>([
    [{ when: 'now' }, undefined, undefined],
    [{ when: 'later', date: '2026-03-05' }, undefined, undefined],
    [{ when: 'later', date: '2026-03-07' }, undefined, undefined], // a Saturday is allowed: it moves, and the screen says so
    [{ when: 'later', date: '2035-12-31' }, undefined, undefined],
    [{ when: 'later' }, undefined, 'Enter the payment date.'],
    [{ when: 'later' }, true, M.dateInvalid],
    [{ when: 'later', date: '2026-02-30' }, undefined, M.dateInvalid],
    [{ when: 'later', date: TODAY }, undefined, 'Choose a date after today. To pay today, choose Now.'],
    [{ when: 'later', date: '2026-03-01' }, undefined, M.dateNotFuture],
    [{ when: 'later', date: '2036-01-02' }, undefined, 'Choose a date in 2035 or earlier.'],
    // A regular payment may start "now" (the next day) with no date.
    [{ when: 'recurring', frequency: '50' }, undefined, undefined],
    [{ when: 'recurring', frequency: '50' }, true, M.dateInvalid],
    [{ when: 'recurring', frequency: '50', date: TODAY }, undefined, M.dateNotFuture],
  ])('%j (typed %p): %p', (schedule, typed, message) => {
    expect(validatePayDate(schedule, TODAY, typed)).toBe(message);
  });
});

describe('validateFrequency', () => {
  it.each<[PaymentSchedule, string | undefined]>([
    [{ when: 'now' }, undefined],
    [{ when: 'later', date: '2026-03-10' }, undefined],
    [{ when: 'recurring', frequency: '50' }, undefined],
    [{ when: 'recurring', frequency: '10' }, undefined],
    [{ when: 'recurring' }, 'Choose how often to pay.'],
    [{ when: 'recurring', frequency: '55' as never }, M.frequencyRequired],
  ])('%j: %p', (schedule, message) => {
    expect(validateFrequency(schedule)).toBe(message);
  });
});

describe('validateUntil (repeat-until: an end date or further notice)', () => {
  const regular = (extra: Partial<PaymentSchedule> = {}): PaymentSchedule => ({ when: 'recurring', frequency: '50', date: '2026-04-01', ...extra });
  it.each<[PaymentSchedule, Until, boolean | undefined, string | undefined]>([
    [{ when: 'now' }, '', undefined, undefined],
    [{ when: 'later', date: '2026-03-10' }, '', undefined, undefined],
    [regular(), 'furtherNotice', undefined, undefined],
    [regular({ untilDate: '2027-04-01' }), 'date', undefined, undefined],
    // A last payment on the first one is a single payment, which the bank refuses as a standing order.
    [regular({ untilDate: '2026-04-01' }), 'date', undefined, M.untilBeforeStart],
    [regular({ untilDate: '2026-04-02' }), 'date', undefined, undefined],
    [regular(), '', undefined, 'Choose when the payments stop.'],
    [regular(), 'date', undefined, 'Enter the last payment date.'],
    [regular(), 'date', true, M.dateInvalid],
    [regular({ untilDate: '2026-03-31' }), 'date', undefined, 'The last payment date must be after the first payment date.'],
    // The first payment moves from Saturday 4 April 2026 (Easter weekend) to Tuesday 7 April.
    [regular({ date: '2026-04-04', untilDate: '2026-04-06' }), 'date', undefined, M.untilBeforeStart],
    [regular({ date: '2026-04-04', untilDate: '2026-04-07' }), 'date', undefined, M.untilBeforeStart],
    [regular({ date: '2026-04-04', untilDate: '2026-04-08' }), 'date', undefined, undefined],
    // Set up now: the first payment is tomorrow, 5 March.
    [regular({ date: undefined, untilDate: '2026-03-05' }), 'date', undefined, M.untilBeforeStart],
    [regular({ date: undefined, untilDate: '2026-03-06' }), 'date', undefined, undefined],
    [regular({ date: undefined, untilDate: TODAY }), 'date', undefined, M.untilBeforeStart],
  ])('%j until %p (typed %p): %p', (schedule, until, typed, message) => {
    expect(validateUntil(schedule, until, TODAY, typed)).toBe(message);
  });
});
