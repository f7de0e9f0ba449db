/**
 * The XSS journey's detector (issue 13). Installed before the app loads, in every document of the page:
 *
 * - the tripwire `window.__xss(id)` that every runnable payload of the hostile bank calls
 *   (mocks/digx/bank/seed/hostile.ts), and a record of any dialog a payload's `alert` fallback opens;
 * - a MutationObserver that records any element carrying the payloads' marker (`data-xss`, an id starting
 *   `xss-`), any <script> added after the page's own (inline, or from another origin), any
 *   <iframe>/<object>/<embed>/<frame>/<base>, a <meta http-equiv> added after load, any on* attribute,
 *   any javascript:/data:/vbscript: URL in an href, src, action, formaction or similar, and any style
 *   holding the payloads' "xss";
 * - a full scan of the page as it stands (the same checks, plus the CSSOM rules styled-components inserts
 *   and the document title), for the end of each screen.
 *
 * The code goes to the page as a string: what the test transform makes of a function need not run in the page.
 */
import type { Page } from '@playwright/test';

const DETECTOR = String.raw`
(function () {
  if (window.__e2eXssInstalled) return;
  Object.defineProperty(window, '__e2eXssInstalled', { value: true });
  var origin = location.origin;
  var loaded = document.readyState !== 'loading';
  document.addEventListener('DOMContentLoaded', function () { loaded = true; });
  function report(kind, detail) {
    var line = kind + ': ' + detail + ' (at ' + location.pathname + ')';
    try { window.__e2eXssReport(line); } catch (e) { (window.__e2eXssLate = window.__e2eXssLate || []).push(line); }
  }
  Object.defineProperty(window, '__xss', {
    value: function (id) { report('tripwire', 'payload ' + String(id) + ' ran'); },
    writable: false,
    configurable: false,
  });
  var UNSAFE_URL = /^[\s\u0000-\u0020]*(javascript|data|vbscript)\s*:/i;
  var URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'poster', 'background', 'data', 'codebase', 'ping', 'values', 'to', 'from'];
  var FOREIGN = ['iframe', 'frame', 'object', 'embed', 'base', 'applet', 'portal'];
  function describe(el) { return (el.outerHTML || ('<' + el.tagName + '>')).slice(0, 200); }
  function problemsOf(el, afterLoad) {
    var out = [];
    if (el.nodeType !== 1) return out;
    var tag = el.tagName.toLowerCase();
    if (el.hasAttribute('data-xss') || /^xss-/i.test(el.id || '')) out.push(['marker', describe(el)]);
    if (FOREIGN.indexOf(tag) >= 0) out.push(['element', describe(el)]);
    if (tag === 'meta' && el.hasAttribute('http-equiv') && afterLoad) out.push(['element', describe(el)]);
    if (tag === 'script') {
      var src = el.getAttribute('src');
      var foreign = src ? new URL(src, location.href).origin !== origin : afterLoad && (el.textContent || '').trim() !== '';
      if (foreign || (src && /xss/i.test(src))) out.push(['script', describe(el)]);
    }
    for (var i = 0; i < el.attributes.length; i++) {
      var name = el.attributes[i].name.toLowerCase();
      var value = el.attributes[i].value;
      if (name.indexOf('on') === 0) out.push(['handler', name + ' on ' + describe(el)]);
      if (URL_ATTRIBUTES.indexOf(name) >= 0 && UNSAFE_URL.test(value)) out.push(['url', name + ' on ' + describe(el)]);
      if (name === 'style' && /xss/i.test(value)) out.push(['style', describe(el)]);
    }
    if (tag === 'style' && /xss/i.test(el.textContent || '')) out.push(['style', describe(el)]);
    return out;
  }
  function check(el) {
    problemsOf(el, loaded).forEach(function (p) { report(p[0], p[1]); });
  }
  function checkTree(node) {
    if (node.nodeType !== 1) return;
    check(node);
    var all = node.getElementsByTagName('*');
    for (var i = 0; i < all.length; i++) check(all[i]);
  }
  new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++) {
      var r = records[i];
      if (r.type === 'attributes') check(r.target);
      else for (var j = 0; j < r.addedNodes.length; j++) checkTree(r.addedNodes[j]);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });

  /** Everything wrong with the page as it stands now, and whether the hostile texts are on it as text. */
  window.__e2eXssScan = function () {
    var found = [];
    var all = document.getElementsByTagName('*');
    for (var i = 0; i < all.length; i++) {
      problemsOf(all[i], false).forEach(function (p) { found.push(p[0] + ': ' + p[1]); });
    }
    for (var s = 0; s < document.styleSheets.length; s++) {
      var rules;
      try { rules = document.styleSheets[s].cssRules; } catch (e) { continue; }
      for (var r = 0; r < rules.length; r++) {
        if (/xss/i.test(rules[r].cssText)) found.push('style rule: ' + rules[r].cssText.slice(0, 200));
      }
    }
    if (/xss/i.test(document.title)) found.push('title: ' + document.title);
    // textContent, not innerText: a select's options are on the page too.
    var text = document.body ? document.body.textContent : '';
    var root = document.documentElement;
    return {
      found: found,
      hostileTextShown: text.split('__xss').length - 1 + text.split('data-xss').length - 1,
      overflow: root.scrollWidth - root.clientWidth,
    };
  };
})();
`;

export interface XssScan {
  /** Everything injected that is on the page now. */
  found: string[];
  /** How often the payloads' words are on the page as text. */
  hostileTextShown: number;
  /** How many CSS pixels the page is wider than the window (the bank's long words must wrap, WCAG 1.4.10). */
  overflow: number;
}

export interface XssWatch {
  /** What the detector recorded since the page opened (across navigations): should stay empty. */
  readonly events: string[];
  /** Dialogs the page opened (a payload's alert fallback). */
  readonly dialogs: string[];
  /** Scans the page as it stands now. */
  scan(): Promise<XssScan>;
}

/** Installs the detector on `page`: call before the first page.goto. */
export async function watchXss(page: Page): Promise<XssWatch> {
  const events: string[] = [];
  const dialogs: string[] = [];
  await page.exposeFunction('__e2eXssReport', (line: string) => {
    events.push(line);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(DETECTOR);
  return {
    events,
    dialogs,
    scan: () => page.evaluate('window.__e2eXssScan()') as Promise<XssScan>,
  };
}
