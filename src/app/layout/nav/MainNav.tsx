import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ShellFacts } from '../useShellFacts';
import { accountServicesMenu, paymentsMenu, servicesMenu, type MenuLink } from './menuItems';
import { accountsMenuRows } from './accountsMenuLayout';
import { MegaMenu, MenuColumns, MenuRows } from './MegaMenu';
import { ROUTES } from '@/shared/routes/routeTable';

/** Desktop navigation: My Accounts, Payments & Transfers and Services mega menus. */
export function MainNav({ facts }: { facts: ShellFacts }) {
  const services = servicesMenu(facts.groups.map((g) => g.group));
  const accountServices = accountServicesMenu(facts.access);
  const payments = paymentsMenu(facts.access);
  return (
    <Nav aria-label="Main">
      <ul>
        <MegaMenu id="accounts" label="My Accounts" shortLabel="Accounts">
          <MenuRows>
            {accountsMenuRows(facts.groups, accountServices.length > 0).map((row) => (
              <MenuColumns key={row.map((part) => (part.kind === 'group' ? part.group.group : part.kind)).join(' ')}>
                {row.map((part) =>
                  part.kind === 'group' ? (
                    <section key={part.group.group} aria-label={part.group.title}>
                      <h3>
                        <Link to={`${ROUTES.accounts.href()}#${part.group.group}`}>{part.group.title}</Link>
                      </h3>
                      <ul>
                        {part.group.accounts.map((account) => (
                          <li key={account.id}>
                            <Link to={ROUTES.transactions.href({ id: account.id })}>{account.title}</Link>
                          </li>
                        ))}
                      </ul>
                    </section>
                  ) : (
                    <section key="services" aria-label="Services">
                      <h3>Services</h3>
                      <LinkList links={accountServices} />
                    </section>
                  ),
                )}
              </MenuColumns>
            ))}
          </MenuRows>
        </MegaMenu>
        <MegaMenu id="payments" label="Payments & Transfers" shortLabel="Payments">
          <MenuColumns>
            <LinkList links={payments} empty="No payment services are available to you." />
          </MenuColumns>
        </MegaMenu>
        <MegaMenu id="services" label="Services">
          <MenuColumns>
            <section aria-label={services.title}>
              <h3>{services.title}</h3>
              <LinkList links={services.links} />
            </section>
          </MenuColumns>
        </MegaMenu>
      </ul>
    </Nav>
  );
}

/** A column's links. */
function LinkList({ links, empty }: { links: MenuLink[]; empty?: string }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
      {links.length === 0 && empty && <li>{empty}</li>}
    </ul>
  );
}

const Nav = styled.nav`
  > ul {
    display: flex;
    margin: 0;
    padding: 0;
  }
`;
