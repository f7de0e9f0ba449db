/** The kinds of field whose text the customer types; a box or a button has no typed value to keep. */
const TYPED = /^(text|password|email|tel|number|search|url|textarea)$/;

/**
 * After React has hydrated a prerendered page: hands React what the customer did before it was ready, so
 * nothing typed is lost (issue 29). Until hydration the fields are plain HTML; a value typed there stays on
 * screen, but React's state still holds the empty value it rendered, and its next render of the field would
 * wipe the text. So for each field whose text differs from the value React rendered (its defaultValue, which
 * hydration sets to it), the text is passed in as React's own input event, and a field that has focus is
 * announced as focused, as if both had happened now.
 */
export function replayEarlyInput(root: HTMLElement): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  for (const field of fields) {
    if (!TYPED.test(field.type) || field.value === field.defaultValue) continue;
    const typed = field.value;
    const { selectionStart, selectionEnd } = field;
    // React notices a change only against the value it last saw: the field's own setter tells it the rendered
    // value, the prototype's puts the typed text back without telling it, and the input event then carries it.
    field.value = field.defaultValue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    setValue?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field) field.setSelectionRange(selectionStart, selectionEnd);
  }
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== root && root.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}
