/**
 * The bank this build talks to. `@bank-profile` is one file of profiles/, chosen when the app is built:
 * webpack.config.js (BANK_PROFILE, else the stock OBDX profile when DIGX_PROFILE=stock or DIGX_TARGET is
 * set, else the demo bank), tsconfig.json and jest.config.js (the demo bank; the jest project "stock" the
 * stock OBDX). Nothing else in the app names a profile.
 */
export { bankProfile } from '@bank-profile';
export * from './BankProfile';
