/**
 * The Trusted Types policies the app's page may make. Its CSP (scripts/securityHeaders.ts, and the nginx example
 * in docs/deploy.md) requires Trusted Types for every script sink (require-trusted-types-for 'script'): HTML,
 * script text and script URLs reach the DOM only as values a named policy made, and only these names may be
 * made, each once (no 'allow-duplicates'), so an injected script can neither make one of its own nor take over
 * one of these. Every name is here because something of the page needs it:
 */
const TRUSTED_TYPES_POLICIES = {
  /**
   * webpack's runtime (webpack.config.js output.trustedTypes): the script URL of each lazy chunk it adds, and of
   * the bulk file check's worker (webpack wraps `new Worker(new URL(…))` in the same policy).
   */
  webpack: 'webpack',
  /**
   * The prerendered public pages' loader (scripts/prerenderPlugin.js), which adds the start-up scripts after the
   * first paint; it makes URLs of the scripts it lists and no other.
   */
  startUp: 'start-up',
  /**
   * The mail sanitiser (src/features/mail/sanitiseBody.ts MAIL_BODY_POLICY), the app's one HTML sink: DOMPurify
   * parses the bank's body into its inert document with it, and the cleaned body reaches the page as its
   * TrustedHTML. It makes HTML only while a sanitise call runs.
   */
  mailBody: 'mail-body',
};

// Not here, on purpose: DOMPurify's own "dompurify" (the sanitiser hands it mail-body instead); React and
// styled-components, which write no script sink (React sets innerHTML only from dangerouslySetInnerHTML, given
// TrustedHTML; styled-components writes CSS through the CSSOM and <style> text). The dev server sends no CSP
// (eval source maps), so its client overlay needs none.

module.exports = { TRUSTED_TYPES_POLICIES };
