/**
 * Journey (both banks): CORP1 opens All bulk files from Bulk payments, then one file's page: its name, its
 * summary and its payments, each payee account read from OBDX's plain-text creditAccountId. The file comes
 * from the list by ?fileId=, as OBDX's own file page asks for it (OBDX_UI file-upload/file-approval/model.js).
 */
import { screen, within } from '@testing-library/react';
import { bank } from '@mocks/digx/testing';
import { RECORDS_TITLE } from '@/features/bulk/files/FileRecords';
import { JOURNEY_TIMEOUT, logInAtPage, openFromMenu } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';

describe('journey: a bulk file', () => {
  it('opens a file from All bulk files and shows its payments with their accounts', async () => {
    const file = bank.state.bulkFiles.find((f) => f.fileUpload.fileName.startsWith('Jockeys') && f.internal.ownerUserId === 'CORP1');
    if (!file) throw new Error('No seeded Jockeys file');
    const id = file.fileUpload.key.id;
    const log = recordRequests();
    const journey = await logInAtPage('CORP1');
    const { user } = journey;
    await openFromMenu(journey, 'Payments & Transfers', 'Bulk payments');
    await user.click(await screen.findByRole('link', { name: 'All bulk files' }));
    const files = await screen.findByRole('table', { name: /^Bulk files uploaded in/ });
    const row = within(files).getByRole('rowheader', { name: file.fileUpload.fileName }).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('link'));

    expect(await screen.findByRole('heading', { level: 1, name: file.fileUpload.fileName })).toBeInTheDocument();
    expect(screen.getByText('Transactions', { selector: 'dt' }).nextElementSibling).toHaveTextContent(String(file.fileUpload.noOfRecords));
    const records = await screen.findByRole('table', { name: RECORDS_TITLE });
    const rows = within(records).getAllByRole('row').slice(1);
    const stored = bank.state.bulkRecords[id];
    expect(rows).toHaveLength(stored.length);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent(stored[0].beneficiaryName);
    expect(within(rows[0]).getByText(`ending ${stored[0].creditAccountId.displayValue.slice(-4)}`)).toBeInTheDocument();
    expect(screen.queryByText(/undefined|null|NaN/)).not.toBeInTheDocument();

    const asked = (await log.to('v1/fileUploads/files', 'GET')).map((r) => Object.fromEntries(r.url.searchParams));
    expect(asked).toContainEqual(expect.objectContaining({ fileId: id }));
    expect(log.requests.filter((r) => r.path === `v1/fileUploads/files/${id}`)).toEqual([]);
    log.stop();
  }, JOURNEY_TIMEOUT);
});
