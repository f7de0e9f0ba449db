import { CONTACT_TEAM } from '../api/errorMessages';

/**
 * What a customer reads when part of the app's own code fails to arrive or a page fails as it draws, in the
 * catalogue's voice (SPEC.md section 8 has no wording for these): what failed, and the way on.
 */
export const LOAD_FAILURE_TEXT = {
  pageTitle: 'This page could not be loaded',
  page: 'Please check your internet connection and try again.',
  part: (what: string) => `${what} could not be loaded. Please check your internet connection and try again.`,
  newReleaseTitle: 'A new version of Online Banking is available',
  newRelease: 'Load it to carry on. You will stay logged in.',
  newReleasePart: (what: string) =>
    `${what} belongs to a new version of Online Banking. Finish what you are doing on this page, then load the new version. You will stay logged in.`,
  loadNewRelease: 'Load the new version',
  tryAgain: 'Try again',
  pageFailedTitle: 'Something went wrong',
  pageFailed: `This page could not be shown. Please try again and, if it continues, ${CONTACT_TEAM}.`,
} as const;
