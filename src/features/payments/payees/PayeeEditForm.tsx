import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { TextInputField } from '@/shared/ui/TextInputField';
import type { PayeeChanges } from '../api';
import { validatePayeeName, validateReference } from '../rules/validators';
import type { Payee } from '../types';
import { ROUTES } from '@/shared/routes/routeTable';

export interface PayeeEditFormProps {
  payee: Payee;
  saving: boolean;
  onSave: (changes: PayeeChanges) => void;
  onCancel: () => void;
}

/**
 * A payee's own names (nickname, reference, description) with the payment journey's rules. Account
 * details are changed on the new-payee page (?replaces=): a different account is checked again with
 * Confirmation of Payee, then the old payee goes.
 */
export function PayeeEditForm({ payee, saving, onSave, onCancel }: PayeeEditFormProps) {
  return (
    <Formik<PayeeChanges>
      initialValues={{ nickName: payee.title, reference: payee.payeeReference, payeeDescription: payee.payeeDescription }}
      validate={(values) =>
        Object.fromEntries(
          Object.entries({ nickName: validatePayeeName(values.nickName), reference: validateReference(values.reference, { required: false }) }).filter(([, v]) => v),
        )
      }
      onSubmit={(values) => onSave({ nickName: values.nickName.trim(), reference: values.reference.trim(), payeeDescription: values.payeeDescription.trim() })}
    >
      <Form noValidate aria-label={`Edit ${payee.title}`}>
        <TextInputField name="nickName" label="Payee name" maxLength={35} />
        <TextInputField name="reference" label="Reference" maxLength={35} />
        <TextInputField name="payeeDescription" label="Description" maxLength={70} />
        <p>
          <Link to={ROUTES.newPayee.href({}, { replaces: payee.id })}>Change account details</Link>
        </p>
        <Actions>
          <Button type="submit" $busy={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Actions>
      </Form>
    </Formik>
  );
}

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;
