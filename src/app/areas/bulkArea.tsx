/**
 * /payments/bulk…: the upload, the file list and one file (issue 9). One layout holds the three, so the
 * bulk background work (the upload's progress polling) runs while any of them is open and stops when
 * the customer leaves them all (SPEC.md section 2).
 */
import { injectLazySlices } from '../rootReducer';
import { useEffect, type ReactNode } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { selectAccountsStatus, selectBulkPaymentAccounts } from '@/features/accounts/selectors';
import { useFreshAccounts } from '@/features/accounts/useFreshAccounts';
import { bulkAddressLeft } from '@/features/bulk/bulkAddress';
import { BulkFileScreen } from '@/features/bulk/files/BulkFileScreen';
import { BulkFilesScreen } from '@/features/bulk/files/BulkFilesScreen';
import { bulkFilesSlice } from '@/features/bulk/files/filesSlice';
import { bulkSaga } from '@/features/bulk/sagas';
import { bulkUploadSlice } from '@/features/bulk/upload/uploadSlice';
import type { BulkAccount } from '@/features/bulk/upload/BulkUploadForm';
import { BulkUploadScreen } from '@/features/bulk/upload/BulkUploadScreen';
import { ListState } from '@/shared/ui/ListState';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useShellFacts } from '../layout/useShellFacts';
import { useFeatureSaga } from '../useFeatureSaga';

injectLazySlices(bulkUploadSlice, bulkFilesSlice);

export function BulkLayout() {
  useFeatureSaga('bulk', bulkSaga);
  const dispatch = useAppDispatch();
  useEffect(() => () => void dispatch(bulkAddressLeft()), [dispatch]);
  return <Outlet />;
}

function useBulkAccounts(): { accounts: BulkAccount[]; loading: boolean } {
  const eligible = useAppSelector(selectBulkPaymentAccounts);
  const status = useAppSelector(selectAccountsStatus);
  const accounts = eligible.map((a) => ({
    id: a.id,
    customerId: a.customerId,
    partyId: a.partyId,
    title: a.title,
    accountNumber: a.accountNumber,
    availableBalance: a.availableBalancePure,
    currency: a.currency,
  }));
  return { accounts, loading: accounts.length === 0 && (status === 'idle' || status === 'loading') };
}

/** /payments/bulk: upload needs bulkUpload; with bulkView only, the page says so and links to the list. */
export function BulkPage() {
  const { access } = useShellFacts();
  // The Pay from list shows each account's available balance, and the file's funds check reads it.
  useFreshAccounts();
  const { accounts, loading } = useBulkAccounts();
  if (loading) return <ListState state="loading" />;
  return <BulkUploadScreen accounts={accounts} canUpload={access.permitted.includes('bulkUpload')} />;
}

export const TRACK_NOT_ALLOWED_TEXT = 'You can upload bulk files, but not view them here. To see a file, contact your private bank team or racing bank team.';

/** Tracking needs bulkView (issue 9); a customer who may only upload is told so, with nothing to load. */
function ViewOnlyWithBulkView({ title, children }: { title: string; children: ReactNode }) {
  const { access } = useShellFacts();
  if (access.permitted.includes('bulkView')) return children;
  return (
    <>
      <h1>{title}</h1>
      <p>{TRACK_NOT_ALLOWED_TEXT}</p>
    </>
  );
}

/** /payments/bulk/all (bulkView); the upload link only with bulkUpload. */
export function BulkAllPage() {
  const { access } = useShellFacts();
  const { accounts } = useBulkAccounts();
  return (
    <ViewOnlyWithBulkView title="All bulk files">
      <BulkFilesScreen accounts={accounts} canUpload={access.permitted.includes('bulkUpload')} />
    </ViewOnlyWithBulkView>
  );
}

export function BulkFilePage() {
  const { id = '' } = useParams();
  const { accounts } = useBulkAccounts();
  return (
    <ViewOnlyWithBulkView title="Bulk file">
      <BulkFileScreen id={id} accounts={accounts} />
    </ViewOnlyWithBulkView>
  );
}
