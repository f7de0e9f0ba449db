import { ServicePage as BankServicePage } from '@/features/bankServices/components/BankServicesPages';
import { NotFoundPage } from '../pages/NotFoundPage';

/** The bank services area, one lazy chunk. */
export { ServicesIndexPage } from '@/features/bankServices/components/BankServicesPages';

/** /services/{service}[/{sub}]; an unknown one is SPEC.md's not-found page (section 2: any other path). */
export function ServicePage() {
  return <BankServicePage notFound={<NotFoundPage />} />;
}
