import { useFormikContext } from 'formik';
import { pinRules } from '../rules';
import type { PinChangeValues } from '../schemas';
import { RuleChecklist } from './RuleChecklist';
import { SecretField } from './SecretField';

export interface PinChangeFieldsProps {
  /** From the bank's password policy (selectPinLength). */
  pinLength: number;
}

/**
 * Current, new and confirm transaction PIN with the live checklist of pinRules. Use inside
 * a Formik form whose values are PinChangeValues (first login and settings).
 */
export function PinChangeFields({ pinLength }: PinChangeFieldsProps) {
  const { values } = useFormikContext<PinChangeValues>();
  return (
    <>
      {/* The current PIN's length is the bank's business, so it is not limited here. */}
      <SecretField name="currentPin" label="Current PIN" autoComplete="off" digitsOnly />
      <SecretField
        name="newPin"
        label="New PIN"
        autoComplete="off"
        digitsOnly
        maxLength={pinLength}
        hint="It must meet every rule in the list below."
      />
      <SecretField name="confirmPin" label="Confirm new PIN" autoComplete="off" digitsOnly maxLength={pinLength} />
      <RuleChecklist title="Your new PIN must have" rules={pinRules(values.newPin, pinLength, values.confirmPin)} />
    </>
  );
}
