import { ROUTES } from '@/shared/routes/routeTable';
/**
 * The bank services of SPEC.md section 2 (/services and its children): what each is, in
 * plain words, and never a phone number or address (DECISIONS.md). Customers ask about
 * one through a secure-mail enquiry.
 */
export interface BankService {
  /** The route below /services. */
  path: string;
  title: string;
  summary: string;
  points: string[];
  /** Racing bank, private bank, or both. */
  audience: 'private' | 'racing' | 'both';
}

export const BANK_SERVICES: readonly BankService[] = [
  {
    path: 'mortgageloans',
    title: 'Mortgages and loans',
    summary: 'Lending shaped around you: residential and buy-to-let mortgages and personal loans, agreed with your private bank team.',
    points: ['Interest-only and repayment options', 'Terms agreed case by case', 'Early repayment terms set out before you borrow'],
    audience: 'private',
  },
  {
    path: 'international',
    title: 'International services',
    summary: 'Send and receive payments abroad and hold accounts in US dollars and euros.',
    points: ['International payments in major currencies', 'Foreign currency accounts', 'Competitive exchange rates on request'],
    audience: 'both',
  },
  {
    path: 'assetfinance',
    title: 'Asset finance',
    summary: 'Finance for cars, horseboxes, machinery and other assets, so your capital stays free.',
    points: ['Hire purchase and leasing', 'Fixed monthly payments', 'Terms from one to five years'],
    audience: 'private',
  },
  {
    path: 'investmentwealth',
    title: 'Investment and wealth',
    summary: 'Investment management and portfolios that suit your goals and your appetite for risk.',
    points: ['Discretionary investment management', 'Managed portfolios', 'Regular reviews with your adviser'],
    audience: 'private',
  },
  {
    path: 'investmentwealth/investmentmanager',
    title: 'Investment manager',
    summary: 'A dedicated investment manager who runs your portfolio day to day within the mandate you agree.',
    points: ['A mandate agreed with you', 'Quarterly valuations and reports', 'Meetings when you need them'],
    audience: 'private',
  },
  {
    path: 'investmentwealth/mtportfolios',
    title: 'Managed portfolios',
    summary: 'Ready-made portfolios at five levels of risk, managed by our investment team.',
    points: ['Five risk levels', 'Diversified across assets', 'Rebalanced regularly'],
    audience: 'private',
  },
  {
    path: 'expatriate',
    title: 'Expatriate services',
    summary: 'Banking for customers living or working abroad who keep ties with the UK.',
    points: ['Keep a UK account while abroad', 'Multi-currency options', 'A team used to clients overseas'],
    audience: 'private',
  },
  {
    path: 'deposit',
    title: 'Deposit accounts',
    summary: 'Instant access, notice accounts and fixed rate bonds for savings and business reserves.',
    points: ['Instant access savings', 'Notice accounts', 'Fixed rate bonds'],
    audience: 'both',
  },
  {
    path: 'insurance',
    title: 'Insurance',
    summary: 'Insurance for your home, valuables and, for racing customers, bloodstock, arranged through our partners.',
    points: ['Home and contents', 'Fine art and valuables', 'Bloodstock and equine'],
    audience: 'both',
  },
  {
    path: 'racingplus',
    title: 'Racing Plus',
    summary: 'The racing bank’s package for owners, trainers and breeders: banking, VAT and invoice services together.',
    points: ['A racing account with its own team', 'VAT and invoice services included', 'Prize money and sales proceeds paid in'],
    audience: 'racing',
  },
  {
    path: 'vatservices',
    title: 'VAT services',
    summary: 'Help for owners and trainers with VAT registration and returns under the racing VAT scheme.',
    points: ['VAT registration', 'Returns prepared for you', 'Guidance on the racehorse owners scheme'],
    audience: 'racing',
  },
  {
    path: 'invoiceservices',
    title: 'Invoice services',
    summary: 'Trainer invoices paid and recorded for you, so your racing accounts stay in order.',
    points: ['Invoices checked and paid', 'Statements by horse', 'Records ready for your accountant'],
    audience: 'racing',
  },
];

export function serviceAt(path: string): BankService | undefined {
  return BANK_SERVICES.find((service) => service.path === path);
}

/** The enquiry form is told which service the customer asks about. */
export function enquiryLink(service: BankService): string {
  return ROUTES.enquiry.href({}, { service: service.path });
}

/** A service's page: a path with a '/' is a service within a service ('investmentwealth/investmentmanager'). */
export function servicePagePath(service: BankService): string {
  const [name, sub] = service.path.split('/');
  return sub ? ROUTES.subService.href({ service: name, sub }) : ROUTES.service.href({ service: name });
}
