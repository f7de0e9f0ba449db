import { placeholder } from './placeholder';

/** The accounts area's screens, one lazy chunk. */
export const AccountsOverviewPage = placeholder('My accounts');
export const TransactionsPage = placeholder('Transactions');
export const StatementsPage = placeholder('Statements');
export const AccountServicesPage = placeholder('Cheque and pay-in book services');
