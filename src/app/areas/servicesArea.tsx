import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { placeholder } from './placeholder';

/** SPEC.md section 2 "/services" children and their titles. */
export const SERVICE_TITLES: Record<string, string> = {
  mortgageloans: 'Mortgages and loans',
  international: 'International services',
  assetfinance: 'Asset finance',
  investmentwealth: 'Investment and wealth',
  'investmentwealth/investmentmanager': 'Investment manager',
  'investmentwealth/mtportfolios': 'Managed portfolios',
  expatriate: 'Expatriate services',
  deposit: 'Deposit accounts',
  insurance: 'Insurance',
  vatservices: 'VAT services',
  invoiceservices: 'Invoice services',
  racingplus: 'Racing Plus',
};

export const ServicesIndexPage = placeholder('Services');

export function ServicePage() {
  const params = useParams();
  const key = [params.service, params.sub].filter(Boolean).join('/');
  return <PlaceholderPage title={SERVICE_TITLES[key] ?? 'Services'} />;
}
