/**
 * /payments/bulk…: the upload, the file list and one file (issue 9). One layout holds the three, so the
 * bulk background work (the upload's progress polling) runs while any of them is open and stops when
 * the customer leaves them all (SPEC.md section 2).
 */
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { selectAccountsStatus, selectBulkPaymentAccounts } from '@/features/accounts/selectors';
import { selectActiveEntityId } from '@/features/entity/slice';
import { bulkAddressLeft } from '@/features/bulk/bulkAddress';
import { BulkFileScreen } from '@/features/bulk/files/BulkFileScreen';
import { BulkFilesScreen } from '@/features/bulk/files/BulkFilesScreen';
import { bulkSaga } from '@/features/bulk/sagas';
import type { BulkAccount } from '@/features/bulk/upload/BulkUploadForm';
import { BulkUploadScreen } from '@/features/bulk/upload/BulkUploadScreen';
import { ListState } from '@/shared/ui/ListState';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useShellFacts } from '../layout/useShellFacts';
import { useFeatureSaga } from '../useFeatureSaga';

export function BulkLayout() {
  useFeatureSaga('bulk', bulkSaga);
  const dispatch = useAppDispatch();
  useEffect(() => () => void dispatch(bulkAddressLeft()), [dispatch]);
  return <Outlet />;
}

function useBulkAccounts(): { accounts: BulkAccount[]; loading: boolean } {
  const entityId = useAppSelector(selectActiveEntityId);
  const eligible = useAppSelector((state) => selectBulkPaymentAccounts(state, entityId));
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
  const { accounts, loading } = useBulkAccounts();
  if (loading) return <ListState state="loading" />;
  return <BulkUploadScreen accounts={accounts} canUpload={access.permitted.includes('bulkUpload')} />;
}

/** /payments/bulk/all (bulkView); the upload link only with bulkUpload. */
export function BulkAllPage() {
  const { access } = useShellFacts();
  const { accounts } = useBulkAccounts();
  return <BulkFilesScreen accounts={accounts} canUpload={access.permitted.includes('bulkUpload')} />;
}

export function BulkFilePage() {
  const { id = '' } = useParams();
  const { accounts } = useBulkAccounts();
  return <BulkFileScreen id={id} accounts={accounts} />;
}
