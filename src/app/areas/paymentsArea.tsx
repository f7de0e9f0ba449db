import { placeholder } from './placeholder';

/** The payments area's screens, one lazy chunk. */
export const PaymentsHubPage = placeholder('Payments & Transfers');
export const MakePaymentPage = placeholder('Make a payment');
export const TransferMoneyPage = placeholder('Internal transfer');
export const RequestInternationalPage = placeholder('Request an international payment');
export const UpcomingPage = placeholder('Standing orders & direct debits');
export const EditUpcomingPage = placeholder('Edit a standing order');
export const PayeesPage = placeholder('Manage my payees');
export const NewPayeePage = placeholder('New payee');
export const BulkPage = placeholder('Bulk payments');
export const BulkAllPage = placeholder('All bulk files');
export const BulkFilePage = placeholder('Bulk file');
