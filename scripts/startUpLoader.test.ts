/**
 * @jest-environment node
 */
/**
 * The prerendered pages' start-up loader (prerenderPlugin.js startUpAfterPaint) under the page's Trusted Types:
 * a script's src takes only a TrustedScriptURL there, so the loader makes its scripts' URLs through its own
 * policy, the one the CSP names for it, and that policy makes no URL but theirs.
 */
import { JSDOM } from 'jsdom';
import { fillPage } from './prerenderPlugin';
import { TRUSTED_TYPES_POLICIES } from './trustedTypesPolicies';

const script = (src: string) => `<script defer="defer" src="${src}" nonce="__CSP_NONCE__"></script>`;
const template = `<html><head><title>Online Banking</title>${script('/runtime.1.js')}${script('/main.2.js')}</head><body><div id="root"></div></body></html>`;

class FakeTrustedScriptUrl {
  constructor(readonly url: string) {}
  toString() {
    return this.url;
  }
}

/** Runs the page's inline loader in a hidden tab (it asks at once), with a Trusted Types factory if given. */
function runLoader(withTrustedTypes: boolean) {
  const made: { name: string; createScriptURL: (url: string) => FakeTrustedScriptUrl }[] = [];
  const html = fillPage(template, { html: '<main>Hi</main>', styles: '', title: 'Log in' });
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window.document, 'visibilityState', { value: 'hidden' });
      if (!withTrustedTypes) return;
      Object.defineProperty(window, 'trustedTypes', {
        value: {
          createPolicy(name: string, rules: { createScriptURL: (url: string) => string }) {
            const policy = { name, createScriptURL: (url: string) => new FakeTrustedScriptUrl(rules.createScriptURL(url)) };
            made.push(policy);
            return policy;
          },
        },
      });
    },
  });
  const added = [...dom.window.document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
  return { made, added };
}

describe('the start-up loader', () => {
  it('adds the start-up scripts by URLs its own policy made, the one the CSP names for it', () => {
    const { made, added } = runLoader(true);
    expect(made.map((policy) => policy.name)).toEqual([TRUSTED_TYPES_POLICIES.startUp]);
    expect(added).toEqual(['/runtime.1.js', '/main.2.js']);
  });

  it('makes no URL but those of the scripts it lists', () => {
    const { made } = runLoader(true);
    expect(() => made[0].createScriptURL('/main.2.js')).not.toThrow();
    expect(() => made[0].createScriptURL('https://evil.example/x.js')).toThrow('https://evil.example/x.js');
  });

  it('adds them by plain URL in a browser without Trusted Types', () => {
    expect(runLoader(false).added).toEqual(['/runtime.1.js', '/main.2.js']);
  });
});
