import { BANK_SERVICES, servicePagePath } from '@/features/bankServices/content';
import { ROUTES } from '@/shared/routes/routeTable';
import { canUseRoute, type AccessFacts } from '../../routeAccess';

/** The menus of SPEC.md section 2, each filtered by the permissions of section 6. */
export interface MenuLink {
  label: string;
  to: string;
  /** One line on what the page is for: the payments hub's cards show it (issue 25); menus do not. */
  description?: string;
}

const allowed = (facts: AccessFacts) => (link: MenuLink) => canUseRoute(link.to, facts);

export function paymentsMenu(facts: AccessFacts): MenuLink[] {
  return [
    { label: 'Make a Payment', to: ROUTES.makePayment.href(), description: 'Pay someone now, on a future date or regularly.' },
    { label: 'Internal Transfer', to: ROUTES.transferMoney.href(), description: 'Move money between your own accounts.' },
    { label: 'Bulk payments', to: ROUTES.bulk.href(), description: 'Upload a file of payments and see the files you have sent.' },
    { label: 'Standing orders & direct debits', to: ROUTES.upcoming.href(), description: 'See, change or cancel regular and future payments.' },
    { label: 'Request international payment', to: ROUTES.requestInternational.href(), description: 'Ask us to send money abroad in another currency.' },
    { label: 'Manage my payees', to: ROUTES.payees.href(), description: 'Add, change or delete the people and companies you pay.' },
  ].filter(allowed(facts));
}

/** The accounts menu's Services column. */
export function accountServicesMenu(facts: AccessFacts): MenuLink[] {
  return [
    { label: 'Statements', to: ROUTES.statements.href() },
    { label: 'Cheque services', to: ROUTES.accountServices.href() },
  ].filter(allowed(facts));
}

/** The top-level bank services for the customer's side of the bank, that side's own first. */
const servicesFor = (side: 'private' | 'racing'): MenuLink[] => {
  const topLevel = BANK_SERVICES.filter((s) => !s.path.includes('/'));
  return [...topLevel.filter((s) => s.audience === side), ...topLevel.filter((s) => s.audience === 'both')].map((s) => ({
    label: s.title,
    to: servicePagePath(s),
  }));
};

/** Private account services, or racing account services for customers who hold racing accounts. */
export function servicesMenu(groupsHeld: readonly string[]): { title: string; links: MenuLink[] } {
  return groupsHeld.includes('racing')
    ? { title: 'Racing account services', links: servicesFor('racing') }
    : { title: 'Private account services', links: servicesFor('private') };
}

/** The Details & Settings part of the slide-over menu; Authorisations only when there are some. */
export function settingsMenu(facts: AccessFacts, pendingAuthorisations: number): MenuLink[] {
  const links = [
    { label: 'View & set up alerts', to: ROUTES.alerts.href() },
    { label: 'Reorder & Rename Accounts', to: ROUTES.manageAccounts.href() },
    { label: 'Change password', to: ROUTES.manageCredentials.href({ type: 'password' }) },
    { label: 'Change Transaction PIN', to: ROUTES.manageCredentials.href({ type: 'pin' }) },
    { label: 'Activity log', to: ROUTES.activityLog.href() },
    { label: 'Marketing preferences', to: ROUTES.marketingPreferences.href() },
  ].filter(allowed(facts));
  const authorisations = ROUTES.authorisations.href();
  if (pendingAuthorisations > 0 && canUseRoute(authorisations, facts)) {
    links.push({ label: 'Authorisations', to: authorisations });
  }
  return links;
}
