import { injectLazySlices } from '../rootReducer';
import { selectAccountsStatus, selectAllAccounts } from '@/features/accounts/selectors';
import { selectPermittedFunctions } from '@/features/session/selectors';
import { StatementsPage as StatementsScreen } from '@/features/statements/components/StatementsPage';
import { statementsSaga } from '@/features/statements/sagas';
import { statementsSlice } from '@/features/statements/slice';
import { useAppSelector } from '../hooks';
import { useFeatureSaga } from '../useFeatureSaga';

injectLazySlices(statementsSlice);

/*
 * The statements page, its own lazy chunk: the accounts overview and a transactions page, the pages a
 * customer opens most, then load and compile none of it (issue 13).
 */

/**
 * /accounts/statements/:id?: the active entity's accounts and the user's permitted functions; the
 * screen offers the accounts whose statements the user may see (SPEC.md section 6).
 */
export function StatementsPage() {
  useFeatureSaga('statements', statementsSaga);
  const accounts = useAppSelector(selectAllAccounts);
  const status = useAppSelector(selectAccountsStatus);
  const permitted = useAppSelector(selectPermittedFunctions);
  const loading = accounts.length === 0 && (status === 'loading' || status === 'idle');
  return <StatementsScreen accounts={accounts} permitted={permitted} loading={loading} />;
}
