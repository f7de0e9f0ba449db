/**
 * The footer's pages on the bank's public site. No contact details live in the app
 * (DECISIONS.md); the Contact page is the bank's own. A bank sets its addresses here.
 */
export const EXTERNAL_LINKS = [
  { label: 'Terms and Conditions', href: 'https://www.privatebank.example/legal/terms-and-conditions' },
  { label: 'Privacy Policy', href: 'https://www.privatebank.example/legal/privacy-policy' },
  { label: 'Contact', href: 'https://www.privatebank.example/contact' },
] as const;

/** SPEC.md section 9: the app version shown in the footer. */
export const APP_VERSION = '2.5.0-3';
