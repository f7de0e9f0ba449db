export { EntityRedirectPage } from '../pages/EntityRedirectPage';
