import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { cautionCss } from '@/shared/ui/cautionCss';
import { loadEncryption } from '@/shared/api/encryptCredential';
import { loadDigxClient } from '@/shared/api/lazyDigxClient';
import { frameGutters } from '@/shared/theme/frame';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import background from '../assets/login-background.svg';
import { selectLoginError, selectSessionStatus } from '../selectors';
import { loginSubmitted } from '../slice';

export const FORGOTTEN_DETAILS =
  'Forgotten your user ID or password? Please contact your private bank team or racing bank team by phone or e-mail.';

/**
 * SPEC.md section 5 "Login": both required; the user ID is trimmed and uppercased. Two fields and one rule
 * are written by hand rather than with Formik and yup: those libraries would be a tenth of what /login loads.
 */
export function loginComplete({ userId, password }: { userId: string; password: string }): boolean {
  return userId.trim() !== '' && password !== '';
}

export function normaliseUserId(userId: string): string {
  return userId.trim().toUpperCase();
}

/** /login: errors stay hidden inline; the button stays disabled until both fields are filled. */
export function LoginPage() {
  const dispatch = useDispatch();
  const status = useSelector(selectSessionStatus);
  const loginError = useSelector(selectLoginError);
  const [capsLock, setCapsLock] = useState(false);
  const capsId = useId();
  const busy = status === 'loggingIn';
  const form = useRef<HTMLFormElement>(null);

  // Fetch the encryption code and the client once the user is on the form (a field takes focus), so Log in
  // does not wait for them and merely opening the page does not download and run them. import() loads each once.
  const warmUp = () => {
    loadEncryption().catch(() => undefined);
    loadDigxClient().catch(() => undefined);
  };

  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState?.('CapsLock') ?? false);

  const [values, setValues] = useState({ userId: '', password: '' });
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((before) => ({ ...before, [name]: value }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loginComplete(values) || busy) return;
    dispatch(loginSubmitted({ userId: normaliseUserId(values.userId), password: values.password }));
    // The saga has it now; the form does not keep the password any longer.
    setValues((before) => ({ ...before, password: '' }));
    // With the password gone Log in turns disabled, and focus on it would fall to the page: it waits in
    // the password box instead, where a failed login is put right (keyboard).
    (form.current?.elements.namedItem('password') as HTMLInputElement | null)?.focus();
  };

  return (
    <Backdrop>
      <Card>
        <h1>Online Banking</h1>
        <Subheader>Simple and Secure</Subheader>
        <form ref={form} noValidate aria-busy={busy} onFocus={warmUp} onSubmit={submit}>
          {loginError && (
            <ErrorBox role="alert">
              <p>{loginError.message}</p>
            </ErrorBox>
          )}
          <TextField label="User ID" name="userId" autoComplete="username" autoCapitalize="characters" spellCheck={false} required value={values.userId} onChange={change} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change}
            onBlur={() => setCapsLock(false)}
            onKeyDown={watchCapsLock}
            onKeyUp={watchCapsLock}
            aria-describedby={capsLock ? capsId : undefined}
          >
            {capsLock && (
              <Tooltip id={capsId} role="status">
                Caps Lock is on
              </Tooltip>
            )}
          </TextField>
          <Button type="submit" disabled={!loginComplete(values)} $busy={busy}>
            {busy ? 'Logging in…' : 'Log in'}
          </Button>
        </form>
        <Forgotten>
          <h2>Forgotten your details?</h2>
          <p>{FORGOTTEN_DETAILS}</p>
        </Forgotten>
      </Card>
    </Backdrop>
  );
}

const Backdrop = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.md};
  ${frameGutters}
  background-color: ${({ theme }) => theme.colors.brandStrong};
  /* In the stylesheet, not a style attribute: the prerendered page's HTML may carry no inline style under the CSP. */
  background-image: url(${background});
  background-size: cover;
  background-position: center;
`;

const Card = styled.div`
  width: min(100%, 420px);
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  form button[type='submit'] {
    width: 100%;
  }
`;

const Subheader = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const ErrorBox = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  ${cautionCss}
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;

const Tooltip = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Forgotten = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.colors.heading};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;
