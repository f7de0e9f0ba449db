import { BANK_SERVICES } from '@/features/bankServices/content';
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
    { label: 'Make a Payment', to: '/payments/make', description: 'Pay someone now, on a future date or regularly.' },
    { label: 'Internal Transfer', to: '/payments/transfer-money', description: 'Move money between your own accounts.' },
    { label: 'Bulk payments', to: '/payments/bulk', description: 'Upload a file of payments and see the files you have sent.' },
    { label: 'Standing orders & direct debits', to: '/payments/upcoming', description: 'See, change or cancel regular and future payments.' },
    { label: 'Request international payment', to: '/payments/request-international', description: 'Ask us to send money abroad in another currency.' },
    { label: 'Manage my payees', to: '/payments/payees', description: 'Add, change or delete the people and companies you pay.' },
  ].filter(allowed(facts));
}

/** The accounts menu's Services column. */
export function accountServicesMenu(facts: AccessFacts): MenuLink[] {
  return [
    { label: 'Statements', to: '/accounts/statements' },
    { label: 'Cheque services', to: '/accounts/services' },
  ].filter(allowed(facts));
}

/** The top-level bank services for the customer's side of the bank, that side's own first. */
const servicesFor = (side: 'private' | 'racing'): MenuLink[] => {
  const topLevel = BANK_SERVICES.filter((s) => !s.path.includes('/'));
  return [...topLevel.filter((s) => s.audience === side), ...topLevel.filter((s) => s.audience === 'both')].map((s) => ({
    label: s.title,
    to: `/services/${s.path}`,
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
