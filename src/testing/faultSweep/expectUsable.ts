/**
 * A control the customer can use again: neither disabled nor busy. A busy button (Button's `$busy`) is
 * not `disabled` (it keeps keyboard focus) but says aria-disabled="true" and ignores presses, so
 * toBeEnabled alone would pass while it is still stuck busy after a fault.
 */
export function expectUsable(element: HTMLElement): void {
  expect(element).toBeEnabled();
  expect(element).not.toHaveAttribute('aria-disabled', 'true');
}
