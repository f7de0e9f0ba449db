/** The fault sweep's scenarios for bulk payments: the upload (check, send with the passcode), the file list, one file. */
import { screen, waitFor, within } from '@testing-library/react';
import { UNSURE_TEXT } from '@/features/bulk/upload/BulkUploadScreen';
import { corporateBulkFile, sendWithPasscode } from '@/testing/faultSweep/moneySteps';
import type { FaultScenario, SweepContext } from '@/testing/faultSweep/sweep';
import { expectCatalogueMessage, expectSettled } from '@/testing/faultSweep/sweep';
import { expectUsable } from '@/testing/faultSweep/expectUsable';

const FILE_NAME = 'Suppliers Week 48.csv';
const CSV = 'name,sortCode,accountNumber,type,reference,amount\nPayee 1,200000,11223301,FP,INVOICE 1,125.50\nPayee 2,200000,11223302,FP,INVOICE 2,74.50\n';

const uploadForm = () => screen.getByRole('form', { name: 'Upload a bulk file' });
const payFrom = () => within(uploadForm()).getByRole('combobox', { name: 'Pay from' }) as HTMLSelectElement;
const fileInput = () => within(uploadForm()).getByLabelText('Payment file') as HTMLInputElement;

/** CORP1 chooses the account and the file. */
async function chooseFile({ user }: SweepContext) {
  await screen.findByRole('form', { name: 'Upload a bulk file' });
  await user.selectOptions(payFrom(), within(payFrom()).getByRole('option', { name: /^Yard racing/ }));
  await user.upload(fileInput(), new File([CSV], FILE_NAME, { type: 'text/csv' }));
}

const checkFile = ({ user }: SweepContext) => user.click(within(uploadForm()).getByRole('button', { name: 'Check the file' }));

async function choiceKept() {
  expect(payFrom().selectedOptions[0]?.textContent).toMatch(/^Yard racing/);
  expect(fileInput().files?.[0]?.name).toBe(FILE_NAME);
  await waitFor(() => expectUsable(within(uploadForm()).getByRole('button', { name: 'Check the file' })));
}

const jockeys = () => corporateBulkFile('Jockeys');

export const bulkScenarios: FaultScenario[] = [
  {
    call: 'GET cz/v1/fileUploads/userFileIdentifiersMappings',
    doing: 'checking a bulk file (its file identifier)',
    faultPath: 'cz/v1/fileUploads/userFileIdentifiersMappings',
    user: 'CORP1',
    start: '/payments/bulk',
    prepare: chooseFile,
    act: checkFile,
    kept: choiceKept,
  },
  {
    call: 'POST cz/v1/fileUploads/files',
    doing: 'sending a checked bulk file with the passcode',
    faultPath: 'cz/v1/fileUploads/files',
    user: 'CORP1',
    start: '/payments/bulk',
    prepare: chooseFile,
    // After an unsure send the customer looks at All bulk files, finds nothing, and checks and sends again.
    act: async (s) => {
      await checkFile(s);
      const summary = await screen.findByRole('region', { name: 'Check and send' });
      await sendWithPasscode(s, () => s.user.click(within(summary).getByRole('button', { name: 'Send the file' })));
    },
    // The file may have reached the bank: the page says so, points to All bulk files and offers no second send.
    failed: async () => {
      const unsure = await waitFor(() => {
        const alert = screen.queryAllByRole('alert').find((a) => a.textContent?.includes(UNSURE_TEXT));
        expect(alert).toBeDefined();
        return alert as HTMLElement;
      });
      expect(within(unsure).getByRole('link', { name: 'All bulk files' })).toHaveAttribute('href', '/payments/bulk/all');
      expect(screen.queryByRole('button', { name: 'Send the file' })).not.toBeInTheDocument();
      await expectSettled();
    },
    kept: choiceKept,
  },
  { call: 'GET v1/fileUploads/files', doing: 'opening All bulk files', faultPath: 'v1/fileUploads/files', user: 'CORP1', start: '/payments/bulk/all', onOpen: true },
  {
    call: 'GET v1/fileUploads/files',
    doing: 'opening a bulk file (the list, by its fileId)',
    faultPath: 'v1/fileUploads/files',
    user: 'CORP1',
    get start() {
      return `/payments/bulk/file/${jockeys()}`;
    },
    onOpen: true,
  },
  {
    call: 'GET v1/fileUploads/files/{fileId}/records',
    doing: "opening a bulk file (its payments)",
    get faultPath() {
      return `v1/fileUploads/files/${jockeys()}/records`;
    },
    user: 'CORP1',
    get start() {
      return `/payments/bulk/file/${jockeys()}`;
    },
    onOpen: true,
  },
  {
    call: 'GET cz/v1/fileUploads/files/{fileId}/responsefile',
    doing: "downloading a bulk file's response file",
    get faultPath() {
      return `cz/v1/fileUploads/files/${jockeys()}/responsefile`;
    },
    user: 'CORP1',
    get start() {
      return `/payments/bulk/file/${jockeys()}`;
    },
    prepare: async () => {
      await screen.findByRole('table', { name: 'Payments in this file' });
    },
    act: ({ user }) => user.click(screen.getByRole('button', { name: 'Download the response file' })),
    // The download says it failed and why; the file's page stays as it was, and the button works again.
    failed: async (s) => {
      await expectCatalogueMessage(s);
      expect(screen.getByRole('alert')).toHaveTextContent('The response file could not be downloaded.');
      await waitFor(() => expectUsable(screen.getByRole('button', { name: 'Download the response file' })));
      expect(screen.getByRole('table', { name: 'Payments in this file' })).toBeInTheDocument();
    },
  },
];
