import { useDispatch, useSelector } from 'react-redux';
import { selectPinLength, selectSubmission } from '../selectors';
import { pinChangeSubmitted } from '../slice';
import type { PinChangeValues } from '../schemas';
import { PinChangeForm } from './CredentialChangeForms';

/** The forced transaction PIN change: PUT cz/v1/credentials/transactionPin, both values encrypted. */
export function PinStep() {
  const dispatch = useDispatch();
  const pinLength = useSelector(selectPinLength);
  const submission = useSelector(selectSubmission);
  const submit = ({ currentPin, newPin }: PinChangeValues) => {
    dispatch(pinChangeSubmitted({ currentPin, newPin }));
  };
  return (
    <PinChangeForm
      lead="You use your transaction PIN to confirm payments. Please replace the PIN we sent you with one only you know."
      submission={submission}
      pinLength={pinLength}
      onSubmit={submit}
    />
  );
}
