import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShellFacts } from '../layout/useShellFacts';
import { paymentsMenu } from '../layout/nav/menuItems';

export { MakePaymentPage, TransferMoneyPage, RequestInternationalPage, UpcomingPage, EditUpcomingPage, PayeesPage, NewPayeePage } from './payments/paymentPages';

export const PAYMENTS_HUB_TITLE = 'Payments & Transfers';

/** /payments: a link to each payment journey the user's permissions allow (the menu's own rules). */
export function PaymentsHubPage() {
  const { access } = useShellFacts();
  const links = paymentsMenu(access);
  return (
    <>
      <h1>{PAYMENTS_HUB_TITLE}</h1>
      {links.length === 0 ? (
        <p>You cannot make payments online. To arrange one, contact your private bank team or racing bank team.</p>
      ) : (
        <Journeys>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </Journeys>
      )}
    </>
  );
}


const Journeys = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.control};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }
`;
