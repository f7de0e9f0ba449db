import { Form, Formik } from 'formik';
import { useDispatch } from 'react-redux';
import { bytesToBase64 } from '@/shared/lib/base64';
import { formatPickerDate, parsePickerDate } from '@/shared/lib/dateRange';
import { formatMoney } from '@/shared/lib/money';
import { readFileBytes } from '@/shared/lib/readFile';
import { Button } from '@/shared/ui/Button';
import { ErrorSummary } from '@/shared/ui/ErrorSummary';
import { SelectField } from '@/shared/ui/SelectField';
import { TextInputField } from '@/shared/ui/TextInputField';
import { validateFileName } from '../rules/fileName';
import { validateFileSize } from '../rules/fileSize';
import { firstValueDate, validateValueDate } from '../rules/valueDate';
import { FileField } from './FileField';
import { bulkUploadReset, bulkVerifyRequested, type UploadStep } from './uploadSlice';
import { accountNumberText } from '@/shared/lib/maskedNumber';

/** An account that may send a bulk file (canMakeBulkPayment, of type CA, RA, IA or NT). */
export interface BulkAccount {
  id: string;
  customerId: string;
  partyId: string;
  title: string;
  accountNumber: string;
  availableBalance: number;
  currency: string;
}

interface Values {
  account: string;
  valueDate: string;
  file: File | null;
}

export const UPLOAD_MESSAGES = {
  accountRequired: 'Choose the account to pay from.',
  fileRequired: 'Choose a CSV or Excel (.xlsx) file.',
} as const;

const label = (a: BulkAccount) => `${a.title} (${accountNumberText(a.accountNumber)})`;

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {
    account: values.account ? undefined : UPLOAD_MESSAGES.accountRequired,
    valueDate: validateValueDate(values.valueDate, new Date()),
    // The size comes from the browser's own record of the file: judging it reads nothing.
    file: values.file ? (validateFileName(values.file.name) ?? validateFileSize(values.file.size)) : UPLOAD_MESSAGES.fileRequired,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v));
}

/**
 * Verify's form: the debit account, the value date and the file. Sending it reads the file and asks the
 * saga to check it; any change afterwards puts the upload back to editing, so what is confirmed is always
 * what was checked. Formik validates before it submits, so a file of the wrong name or size is refused
 * without being read, and everything else chosen stays as it was.
 */
export function BulkUploadForm({ accounts, step }: { accounts: readonly BulkAccount[]; step: UploadStep }) {
  const dispatch = useDispatch();
  const busy = step === 'verifying' || step === 'submitting';
  return (
    <Formik<Values>
      initialValues={{ account: accounts.length === 1 ? accounts[0].id : '', valueDate: formatPickerDate(firstValueDate(new Date())), file: null }}
      validate={validate}
      onSubmit={async (values) => {
        const account = accounts.find((a) => a.id === values.account);
        if (!account || !values.file) return;
        const fileData = bytesToBase64(await readFileBytes(values.file));
        dispatch(
          bulkVerifyRequested({
            fileName: values.file.name,
            fileData,
            account: { id: account.id, customerId: account.customerId, partyId: account.partyId, label: label(account), availableBalance: account.availableBalance, currency: account.currency },
            valueDate: parsePickerDate(values.valueDate) ?? '',
          }),
        );
      }}
    >
      <Form
        noValidate
        aria-label="Upload a bulk file"
        onChange={() => {
          if (step !== 'editing' && !busy) dispatch(bulkUploadReset());
        }}
      >
        <ErrorSummary />
        <SelectField
          name="account"
          label="Pay from"
          placeholder="Choose an account"
          options={accounts.map((a) => ({ value: a.id, label: `${label(a)}, ${formatMoney(a.availableBalance, a.currency)} available` }))}
        />
        <TextInputField name="valueDate" label="Payment date" hint="For example, 05/03/27 (DD/MM/YY). A working day; today only before 09:00." inputMode="numeric" autoComplete="off" />
        <FileField name="file" label="Payment file" accept=".csv,.xlsx" hint="A .csv or .xlsx file, its name up to 30 letters, numbers and spaces." />
        <Button type="submit" $busy={busy}>
          {step === 'verifying' ? 'Checking…' : 'Check the file'}
        </Button>
      </Form>
    </Formik>
  );
}
