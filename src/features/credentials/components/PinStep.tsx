import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/shared/ui/Button';
import { selectPinLength, selectSubmission } from '../selectors';
import { pinChangeSubmitted } from '../slice';
import { emptyPinChange, pinChangeSchema, type PinChangeValues } from '../schemas';
import { PinChangeFields } from './PinChangeFields';
import { Actions, Lead } from './parts';
import { ServerFailure } from './ServerFailure';

/** The forced transaction PIN change: PUT cz/v1/credentials/transactionPin, both values encrypted. */
export function PinStep() {
  const dispatch = useDispatch();
  const pinLength = useSelector(selectPinLength);
  const { status, error, failedField } = useSelector(selectSubmission);
  const schema = useMemo(() => pinChangeSchema(pinLength), [pinLength]);
  const submit = ({ currentPin, newPin }: PinChangeValues) => {
    dispatch(pinChangeSubmitted({ currentPin, newPin }));
  };
  return (
    <Formik initialValues={emptyPinChange} validationSchema={schema} onSubmit={submit}>
      {({ values }) => (
        <Form noValidate>
          <Lead>You use your transaction PIN to confirm payments. Please replace the PIN we sent you with one only you know.</Lead>
          <ServerFailure error={error} failedField={failedField} fields={{ current: 'currentPin', new: 'newPin' }} />
          <PinChangeFields pinLength={pinLength} />
          <Actions>
            <Button type="submit" disabled={status === 'submitting' || !schema.isValidSync(values)}>
              Change PIN
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
