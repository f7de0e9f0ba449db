import { useFormikContext } from 'formik';
import { RadioGroupField } from '@/shared/ui/RadioGroupField';
import { SelectField } from '@/shared/ui/SelectField';
import { TextInputField } from '@/shared/ui/TextInputField';
import { FREQUENCY_OPTIONS } from '../paymentForm';

const UNTIL_OPTIONS = [
  { value: 'furtherNotice', label: 'Further notice' },
  { value: 'date', label: 'An end date' },
];

/**
 * How often a regular payment repeats and until when (SPEC.md section 4: until further notice or an end
 * date): the same fields for a new regular payment and for changing a standing order.
 */
export function RepeatFields() {
  const { values } = useFormikContext<{ until: string }>();
  return (
    <>
      <SelectField name="frequency" label="How often" options={FREQUENCY_OPTIONS} />
      <RadioGroupField name="until" legend="Until" inline options={UNTIL_OPTIONS} />
      {values.until === 'date' && <TextInputField name="untilDate" label="Last payment date" hint="For example, 05/03/28 (DD/MM/YY)" inputMode="numeric" autoComplete="off" />}
    </>
  );
}
