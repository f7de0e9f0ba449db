/**
 * Mail bodies are the only server text rendered as HTML (DECISIONS.md "Security"), and only through this
 * module: an allow-list of harmless formatting, links only to https: and mailto:, nothing that runs,
 * styles, submits, embeds or draws (no script, style, form, iframe, object, svg, math, img, no on*
 * attributes, no style, class, id, data- or aria- attributes). DOMPurify is loaded on demand, when a
 * body is first shown: the login bundle never carries it (webpack's lib-dompurify chunk).
 */
import type { Config, DOMPurify } from 'dompurify';
import type { TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib';

export const BODY_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'ul', 'ol', 'li', 'a', 'span', 'div', 'blockquote', 'pre', 'code', 'hr'];

/** Links the customer may follow: the bank's web pages and e-mail addresses. */
export const SAFE_LINK = /^(?:https:|mailto:)/i;

export const NEW_TAB_HINT = ' (opens in a new tab)';

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: BODY_TAGS,
  // href is the only attribute kept, and DOMPurify tests it against SAFE_LINK after removing whitespace.
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: SAFE_LINK,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Belt and braces: these are off the allow-list already; naming them keeps their content out too.
  FORBID_TAGS: ['script', 'style', 'form', 'iframe', 'object', 'embed', 'svg', 'math', 'meta', 'link', 'base', 'template'],
  RETURN_DOM_FRAGMENT: true,
};

/** The cleaned body: TrustedHTML where the page enforces Trusted Types, else the same HTML as a string. */
export type Sanitise = (html: string) => string | TrustedHTML;

/**
 * The name of the sanitiser's Trusted Types policy. The page's CSP (scripts/securityHeaders.ts) requires Trusted
 * Types for every HTML sink and names this policy among the few it allows, so no other code can make HTML.
 */
export const MAIL_BODY_POLICY = 'mail-body';

/** One policy per page: the CSP allows no second policy of the name, so it is made once and kept. */
const policies = new WeakMap<object, TrustedTypePolicy | null>();
/** How many sanitise calls are running (they are synchronous: one, or none). */
let sanitising = 0;

/**
 * The sanitiser's policy, or null where the browser has no Trusted Types. It passes HTML through unchanged, as any
 * policy DOMPurify works with must (DOMPurify parses the raw body into its inert document with it), but only while
 * a sanitise call is running: outside one it refuses, so a script that found it could not launder a string through it.
 */
function mailBodyPolicy(root: Window & typeof globalThis): TrustedTypePolicy | null {
  if (policies.has(root)) return policies.get(root) ?? null;
  const factory = (root as unknown as Partial<TrustedTypesWindow>).trustedTypes;
  const policy = factory?.createPolicy(MAIL_BODY_POLICY, {
    createHTML: (html) => {
      if (sanitising === 0) throw new TypeError('Only the mail sanitiser makes HTML.');
      return html;
    },
    // DOMPurify asks a policy for both; it makes script URLs only for attributes the allow-list never keeps.
    createScriptURL: () => {
      throw new TypeError('The mail sanitiser makes no script URLs.');
    },
  }) as TrustedTypePolicy | undefined;
  policies.set(root, policy ?? null);
  return policy ?? null;
}

/**
 * A sanitiser on its own DOMPurify instance (the hook below is not shared with anyone else). Links that
 * survive open in a new tab without a handle on this window; a link whose address was removed becomes
 * its text.
 */
export function createSanitiser(purify: DOMPurify, root: Window & typeof globalThis = window): Sanitise {
  const instance = purify(root);
  const policy = mailBodyPolicy(root);
  // Given the policy, DOMPurify makes none of its own (its default "dompurify" is not one the CSP allows).
  const config = policy ? { ...CONFIG, TRUSTED_TYPES_POLICY: policy } : CONFIG;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && (node as Element).hasAttribute('href')) {
      (node as Element).setAttribute('target', '_blank');
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
  });
  const clean = (html: string) => {
    const fragment = instance.sanitize(html, config);
    // The fragment lives in DOMPurify's inert document: nothing here touches the page until React does.
    const holder = (fragment.ownerDocument ?? root.document).createElement('div');
    holder.appendChild(fragment);
    for (const link of Array.from(holder.querySelectorAll('a'))) {
      if (!link.hasAttribute('href')) {
        link.replaceWith(...Array.from(link.childNodes));
        continue;
      }
      const hint = holder.ownerDocument.createElement('span');
      hint.setAttribute('class', 'visually-hidden');
      hint.textContent = NEW_TAB_HINT;
      link.appendChild(hint);
    }
    return holder.innerHTML;
  };
  return (html) => {
    sanitising += 1;
    try {
      // The result goes to the page (MessageBody's one HTML sink) as the policy's TrustedHTML, made here only.
      return policy ? policy.createHTML(clean(html)) : clean(html);
    } finally {
      sanitising -= 1;
    }
  };
}

let loading: Promise<Sanitise> | undefined;

/** The app's sanitiser, DOMPurify fetched the first time a body is shown. */
export function loadSanitiser(): Promise<Sanitise> {
  loading ??= import(/* webpackChunkName: "lib-dompurify" */ 'dompurify').then(({ default: purify }) => createSanitiser(purify));
  // A failed fetch (a dropped connection) may be tried again next time.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
