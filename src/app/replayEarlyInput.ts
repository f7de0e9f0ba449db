/** The kinds of field whose text the customer types; a box or a button has no typed value to keep. */
const TYPED = /^(text|password|email|tel|number|search|url|textarea)$/;

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Passes `text`, already on screen, to React as the field's input event. React notices a change only against
 * the value it last saw: the field's own setter (React's) is told another value, the prototype's puts the
 * text back without telling it, and the event then carries the text to onChange. One task: nothing is painted
 * in between, and the caret stays where the customer left it.
 */
function announce(field: Field, text: string): void {
  const { selectionStart, selectionEnd } = field;
  field.value = text === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (document.activeElement !== field) return;
  try {
    field.setSelectionRange(selectionStart, selectionEnd);
  } catch {
    // A number or e-mail field has no selection to set.
  }
}

/**
 * After React has hydrated a prerendered page: hands React what the customer did before it was ready, so
 * nothing typed is lost (issue 29). Until hydration the fields are plain HTML; a value typed there stays on
 * screen, but React's state still holds the empty value it rendered, and its next render of the field would
 * wipe the text. So each field whose text differs from the value React rendered (its defaultValue, which
 * hydration sets to it) gets its text as an input event, and a field with focus is announced as focused.
 */
export async function replayEarlyInput(root: HTMLElement): Promise<void> {
  const typed = [...root.querySelectorAll<Field>('input, textarea')].filter((field) => TYPED.test(field.type) && field.value !== field.defaultValue);
  // All in this task: a render between two of them would set the second field back to its empty state.
  const texts = typed.map((field) => field.value);
  typed.forEach((field, index) => announce(field, texts[index]));
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== root && root.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
  if (typed.length < 2) return;
  // A form that validates a change against the values of its last render (Formik) checked each field with
  // the others still empty. Once it has rendered them all, the last field once more: it checks them together.
  // With the text it holds now, not the text handed over: keystrokes typed in between must not be undone
  // (a customer typing the password as the app took over lost its last characters, and the login failed).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const last = typed[typed.length - 1];
  announce(last, last.value);
}
