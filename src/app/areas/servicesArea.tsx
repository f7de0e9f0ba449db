/** The bank services area, one lazy chunk. */
export { ServicePage, ServicesIndexPage } from '@/features/bankServices/components/BankServicesPages';
