import { canUseRoute, type AccessFacts } from '../../routeAccess';

/** The menus of SPEC.md section 2, each filtered by the permissions of section 6. */
export interface MenuLink {
  label: string;
  to: string;
}

const allowed = (facts: AccessFacts) => (link: MenuLink) => canUseRoute(link.to, facts);

export function paymentsMenu(facts: AccessFacts): MenuLink[] {
  return [
    { label: 'Make a Payment', to: '/payments/make' },
    { label: 'Internal Transfer', to: '/payments/transfer-money' },
    { label: 'Bulk payments', to: '/payments/bulk' },
    { label: 'Standing orders & direct debits', to: '/payments/upcoming' },
    { label: 'Request international payment', to: '/payments/request-international' },
    { label: 'Manage my payees', to: '/payments/payees' },
  ].filter(allowed(facts));
}

/** The accounts menu's Services column. */
export function accountServicesMenu(facts: AccessFacts): MenuLink[] {
  return [
    { label: 'Statements', to: '/accounts/statements' },
    { label: 'Cheque services', to: '/accounts/services' },
  ].filter(allowed(facts));
}

const PRIVATE_SERVICES: MenuLink[] = [
  { label: 'Mortgages and loans', to: '/services/mortgageloans' },
  { label: 'Deposit accounts', to: '/services/deposit' },
  { label: 'International services', to: '/services/international' },
  { label: 'Investment and wealth', to: '/services/investmentwealth' },
  { label: 'Asset finance', to: '/services/assetfinance' },
  { label: 'Expatriate services', to: '/services/expatriate' },
  { label: 'Insurance', to: '/services/insurance' },
];

const RACING_SERVICES: MenuLink[] = [
  { label: 'Racing Plus', to: '/services/racingplus' },
  { label: 'VAT services', to: '/services/vatservices' },
  { label: 'Invoice services', to: '/services/invoiceservices' },
  { label: 'Deposit accounts', to: '/services/deposit' },
  { label: 'International services', to: '/services/international' },
  { label: 'Insurance', to: '/services/insurance' },
];

/** Private account services, or racing account services for customers who hold racing accounts. */
export function servicesMenu(groupsHeld: readonly string[]): { title: string; links: MenuLink[] } {
  return groupsHeld.includes('racing')
    ? { title: 'Racing account services', links: RACING_SERVICES }
    : { title: 'Private account services', links: PRIVATE_SERVICES };
}

/** The Details & Settings part of the slide-over menu; Authorisations only when there are some. */
export function settingsMenu(facts: AccessFacts, pendingAuthorisations: number): MenuLink[] {
  const links = [
    { label: 'View & set up alerts', to: '/settings/alerts' },
    { label: 'Reorder & Rename Accounts', to: '/settings/manage-accounts' },
    { label: 'Change password', to: '/settings/manage-credentials/password' },
    { label: 'Change Transaction PIN', to: '/settings/manage-credentials/pin' },
    { label: 'Activity log', to: '/settings/activity-log' },
    { label: 'Marketing preferences', to: '/settings/marketing-preferences' },
  ].filter(allowed(facts));
  if (pendingAuthorisations > 0 && canUseRoute('/settings/authorisations', facts)) {
    links.push({ label: 'Authorisations', to: '/settings/authorisations' });
  }
  return links;
}
