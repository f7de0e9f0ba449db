import { useMemo } from 'react';
import { AccountServicesPage as ServicesPage } from '@/features/accountServices/components/AccountServicesPage';
import { selectAccountsStatus, selectAllAccounts } from '@/features/accounts/selectors';
import { selectPermittedFunctions } from '@/features/session/selectors';
import { useAppSelector } from '../hooks';

/*
 * The account services page, its own lazy chunk: its request forms bring Formik, which the accounts
 * overview and a transactions page (the pages a customer opens most) then do without (issue 13).
 */

/**
 * /accounts/services: the accounts of the active entity, each account's book and cheque
 * flags narrowed by what the user is permitted (SPEC.md section 6).
 */
export function AccountServicesPage() {
  const accounts = useAppSelector(selectAllAccounts);
  const status = useAppSelector(selectAccountsStatus);
  const permitted = useAppSelector(selectPermittedFunctions);
  const offered = useMemo(
    () =>
      accounts.map((account) => ({
        ...account,
        hasChequeBooks: account.hasChequeBooks && permitted.includes('chequeBooks'),
        hasPayInBooks: account.hasPayInBooks && permitted.includes('payInBooks'),
        hasChequeStatus: account.hasChequeStatus && permitted.includes('chequeStatus'),
      })),
    [accounts, permitted],
  );
  return <ServicesPage accounts={offered} loading={status === 'loading' || status === 'idle'} />;
}
