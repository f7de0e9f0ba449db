/**
 * replayEarlyInput hands React what was typed into a prerendered form before it hydrated. These
 * tests hold its timing: what the customer types while it is at work is kept too.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { replayEarlyInput } from './replayEarlyInput';

/** A form whose state shows what React knows of its fields, which may differ from what is on screen. */
function LoginLike() {
  const [values, setValues] = useState({ userId: '', password: '' });
  return (
    <form aria-label="Log in">
      <label>
        User ID
        <input value={values.userId} onChange={(event) => setValues((v) => ({ ...v, userId: event.target.value }))} />
      </label>
      <label>
        Password
        <input type="password" value={values.password} onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))} />
      </label>
      <output>{`${values.userId}|${values.password}`}</output>
    </form>
  );
}

/** Text put in a field the way the browser does before the app runs: the element changes, React is not told. */
function typeUnseen(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
}

describe('replayEarlyInput', () => {
  it('tells React what each field holds', async () => {
    const { container } = render(<LoginLike />);
    typeUnseen(screen.getByLabelText<HTMLInputElement>('User ID'), 'corp1');
    typeUnseen(screen.getByLabelText<HTMLInputElement>('Password'), 'Racing#2026');
    expect(screen.getByRole('status')).toHaveTextContent(/^\|$/);

    await act(() => replayEarlyInput(container));
    expect(screen.getByRole('status')).toHaveTextContent('corp1|Racing#2026');
    expect(screen.getByLabelText('Password')).toHaveValue('Racing#2026');
  });

  it('keeps what the customer types on while it checks the fields together, instead of putting the earlier text back', async () => {
    const { container } = render(<LoginLike />);
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    typeUnseen(screen.getByLabelText<HTMLInputElement>('User ID'), 'corp1');
    typeUnseen(password, 'Racing#20');

    let handedOver: Promise<void> = Promise.resolve();
    act(() => {
      handedOver = replayEarlyInput(container);
    });
    expect(screen.getByRole('status')).toHaveTextContent('corp1|Racing#20');
    // The next keystrokes arrive before its second look at the last field.
    act(() => {
      fireEvent.change(password, { target: { value: 'Racing#2026' } });
    });
    await act(() => handedOver);

    expect(password).toHaveValue('Racing#2026');
    expect(screen.getByRole('status')).toHaveTextContent('corp1|Racing#2026');
  });
});
