import { placeholder } from './placeholder';

export { EntityRedirectPage } from '../pages/EntityRedirectPage';
export const StyleguidePage = placeholder('Style guide');
