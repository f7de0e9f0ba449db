import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { TextField } from './TextField';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField label="One-time passcode" hint="6 digits" value={value} onChange={(e) => setValue(e.target.value)} error={error} aria-describedby="extra">
      <span id="extra">Caps Lock is on</span>
    </TextField>
  );
}

describe('TextField', () => {
  it('is labelled and described by its hint and whatever the caller adds', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    expect(input).toHaveAccessibleDescription('6 digits Caps Lock is on');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, '123');
    expect(input).toHaveValue('123');
  });

  it('announces a server error and ties it to the input', () => {
    renderWithProviders(<Controlled error="The one-time passcode you entered is not correct." />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    expect(screen.getByRole('alert')).toHaveTextContent('The one-time passcode you entered is not correct.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6 digits The one-time passcode you entered is not correct. Caps Lock is on');
  });

  it('gives each field its own id, or the one it is given', () => {
    renderWithProviders(
      <>
        <TextField label="First" />
        <TextField label="Second" />
        <TextField label="Third" id="third" />
      </>,
    );
    const ids = ['First', 'Second'].map((name) => screen.getByRole('textbox', { name }).id);
    expect(new Set(ids).size).toBe(2);
    expect(screen.getByRole('textbox', { name: 'Third' })).toHaveAttribute('id', 'third');
  });
});
