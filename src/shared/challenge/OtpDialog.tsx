import { useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { Modal, ModalActions } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { challengeCancelled, challengeClosed, challengeResendRequested, challengeSubmitted, selectChallenge } from './challengeSlice';

/** The one one-time-passcode dialog of the app, opened by callDigx on a 417. */
export function OtpDialog() {
  const challenge = useSelector(selectChallenge);
  const dispatch = useDispatch();
  const [otp, setOtp] = useState('');
  const otpBox = useRef<HTMLInputElement>(null);

  if (challenge.status === 'closed') return null;

  if (challenge.status === 'locked') {
    return (
      <Modal title="One-time passcode locked" role="alertdialog" onClose={() => dispatch(challengeClosed())}>
        <p>{challenge.error}</p>
        <ModalActions>
          <Button type="button" onClick={() => dispatch(challengeClosed())}>
            Close
          </Button>
        </ModalActions>
      </Modal>
    );
  }

  const busy = challenge.status === 'verifying' || challenge.status === 'resending';
  const cancel = () => {
    setOtp('');
    dispatch(challengeCancelled());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || otp.trim() === '') return;
    dispatch(challengeSubmitted({ otp: otp.trim() }));
    setOtp('');
  };

  return (
    <Modal title="Enter your one-time passcode" onClose={busy || !challenge.cancellable ? undefined : cancel}>
      <form onSubmit={submit} noValidate>
        <p>We have sent a one-time passcode to your registered device. Enter it to continue.</p>
        {challenge.resent && <p role="status">We have sent you a new passcode.</p>}
        <TextField
          label="One-time passcode"
          name="otp"
          ref={otpBox}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          value={otp}
          onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
          error={challenge.error}
          // Read-only, not disabled, while the code is checked: a disabled box drops keyboard focus to the page.
          readOnly={busy}
          aria-busy={busy}
        />
        <Attempts aria-live="polite">
          {challenge.attemptsLeft === 1 ? '1 attempt left' : `${challenge.attemptsLeft} attempts left`}
        </Attempts>
        <ModalActions>
          <Button
            type="button"
            $variant="link"
            disabled={challenge.resendsLeft <= 0}
            $busy={busy}
            onClick={() => {
              // The last resend disables this button, which would drop focus to the page: wait in the box instead.
              if (challenge.resendsLeft <= 1) otpBox.current?.focus();
              dispatch(challengeResendRequested());
            }}
          >
            Resend code
          </Button>
          <Button type="button" $variant="secondary" disabled={busy || !challenge.cancellable} onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={otp === ''} $busy={busy}>
            {challenge.status === 'verifying' ? 'Checking…' : 'Confirm'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

const Attempts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
