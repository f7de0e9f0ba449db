import { LinkCards } from '@/shared/ui/LinkCards';
import { useShellFacts } from '../layout/useShellFacts';
import { paymentsMenu } from '../layout/nav/menuItems';

export { MakePaymentPage, TransferMoneyPage, RequestInternationalPage, UpcomingPage, EditUpcomingPage, PayeesPage, NewPayeePage } from './payments/paymentPages';

export const PAYMENTS_HUB_TITLE = 'Payments & Transfers';

/** /payments: a card linking to each payment journey the user's permissions allow (the menu's own rules). */
export function PaymentsHubPage() {
  const { access } = useShellFacts();
  const links = paymentsMenu(access);
  return (
    <>
      <h1>{PAYMENTS_HUB_TITLE}</h1>
      {links.length === 0 ? (
        <p>You cannot make payments online. To arrange one, contact your private bank team or racing bank team.</p>
      ) : (
        <LinkCards items={links.map((link) => ({ to: link.to, title: link.label, description: link.description }))} />
      )}
    </>
  );
}

