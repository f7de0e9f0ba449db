import userEvent from '@testing-library/user-event';

/**
 * The tests' userEvent: every key and click as a person makes them, without the timer user-event waits on
 * between keystrokes by default (`delay: 0` is still a setTimeout per character). A person's pauses are
 * longer than any of them, so they proved nothing, and they cost the payments journey file a quarter of its
 * time. What the app debounces (the transactions search) the tests still wait for with findBy. A test with
 * fake timers passes `advanceTimers`, as user-event asks.
 */
export function testUser(advanceTimers?: (ms: number) => void) {
  return userEvent.setup(advanceTimers ? { advanceTimers, delay: null } : { delay: null });
}
