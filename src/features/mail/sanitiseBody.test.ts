import DOMPurify from 'dompurify';
import { HOSTILE_PAYLOADS } from '@mocks/digx/bank/seed/hostile';
import { decodeEntities } from '@/shared/api/decodeEntities';
import { createSanitiser, loadSanitiser, MAIL_BODY_POLICY, NEW_TAB_HINT } from './sanitiseBody';

const sanitise = createSanitiser(DOMPurify);
const hint = `<span class="visually-hidden">${NEW_TAB_HINT}</span>`;
const link = (href: string, text: string) => `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}${hint}</a>`;

describe('sanitiseBody', () => {
  it.each([
    ['keeps harmless formatting', '<p>Dear <b>Alex</b>,<br><i>thanks</i></p><ul><li>one</li></ul>', '<p>Dear <b>Alex</b>,<br><i>thanks</i></p><ul><li>one</li></ul>'],
    ['keeps plain text', 'Your reference is ADDR/2291.', 'Your reference is ADDR/2291.'],
    ['removes a script and its content', 'Hi<script>alert(1)</script>', 'Hi'],
    ['removes an image with onerror', 'a<img src="x" onerror="alert(1)">b', 'ab'],
    ['removes svg with onload and its content', '<svg onload="alert(1)"><circle r="1"/></svg>ok', 'ok'],
    ['removes math', '<math><mtext><img src=x onerror=alert(1)></mtext></math>ok', 'ok'],
    ['removes event handlers from kept tags', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>', '<p>x</p>'],
    ['removes style elements and attributes', '<style>p{color:red}</style><p style="color:red">x</p>', '<p>x</p>'],
    ['removes iframes, objects and embeds', '<iframe src="https://evil.test" srcdoc="<script>alert(1)</script>"></iframe><object data="x"></object><embed src="x">ok', 'ok'],
    ['removes forms and their controls, keeping text', '<form action="https://evil.test"><button formaction="javascript:alert(1)">Go</button><input value="x"></form>', 'Go'],
    ['removes meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.test/">ok', 'ok'],
    ['removes class, id, data- and aria- attributes', '<p class="x" id="y" data-x="1" aria-hidden="true" title="t">x</p>', '<p>x</p>'],
    ['keeps https links, opening in a new tab', '<a href="https://bank.example/rates">rates</a>', link('https://bank.example/rates', 'rates')],
    ['keeps mailto links', '<a href="mailto:team@bank.example">write</a>', link('mailto:team@bank.example', 'write')],
    ['drops a javascript: link, keeping its text', '<a href="javascript:alert(1)">click</a>', 'click'],
    ['drops an encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">click</a>', 'click'],
    ['drops an upper-case JAVASCRIPT: link', '<a href="JAVASCRIPT:alert(1)">click</a>', 'click'],
    ['drops a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>', 'click'],
    ['drops a vbscript: link', '<a href="vbscript:msgbox(1)">click</a>', 'click'],
    ['drops plain http and relative links', '<a href="http://bank.example">a</a><a href="/accounts">b</a>', 'ab'],
    ['replaces a target and rel the server chose', '<a href="https://x.example" target="_self" rel="opener">x</a>', link('https://x.example', 'x')],
    ['leaves entity-encoded markup as text', '&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['copes with nested and malformed tags', '<<script>script>alert(1)<</script>/script><p><b>x</p>', '&lt;/script&gt;<p><b>x</b></p>'],
    ['removes an unclosed attribute trick', '<p title="</p><img src=x onerror=alert(1)>">x</p>', '<p>x</p>'],
  ])('%s', (_name, html, expected) => {
    expect(sanitise(html)).toBe(expected);
  });

  it('never leaves an on* attribute, a forbidden element or an unsafe address', () => {
    const holder = document.createElement('div');
    holder.innerHTML = String(sanitise('<details open ontoggle=alert(1)><summary>x</summary></details><a href=" javascript:alert(1)">y</a><video><source onerror=alert(1)></video>'));
    const all = Array.from(holder.querySelectorAll('*'));
    expect(all.flatMap((el) => el.getAttributeNames()).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(holder.querySelector('script, style, iframe, object, form, svg, math, video, details')).toBeNull();
    expect(holder.querySelector('a[href]')).toBeNull();
  });

  // The fake bank's hostile corpus (issue 13), as the bank sends it and after the client's decode-once.
  it.each(HOSTILE_PAYLOADS.flatMap((p) => [[p.id, 'as sent', p.text], [p.id, 'decoded', decodeEntities(p.text)]]))('leaves nothing of hostile payload %s (%s) that could run, style or mark the page', (_id, _form, text) => {
    const holder = document.createElement('div');
    holder.innerHTML = String(sanitise(`<p>Dear Alex,</p>${text}<p>Regards</p>`));
    const all = Array.from(holder.querySelectorAll('*'));
    expect(all.flatMap((el) => el.getAttributeNames()).filter((name) => name.startsWith('on') || name.startsWith('data-') || name === 'id' || name === 'style')).toEqual([]);
    expect(holder.querySelector('script, style, iframe, object, embed, form, svg, math, base, meta, img, input, details, noscript')).toBeNull();
    expect(Array.from(holder.querySelectorAll('a[href]')).filter((a) => !/^(https:|mailto:)/i.test(a.getAttribute('href') ?? ''))).toEqual([]);
  });

  it('loads DOMPurify on demand, once', async () => {
    const first = await loadSanitiser();
    expect(first('<b onclick="x()">hi</b>')).toBe('<b>hi</b>');
    expect(await loadSanitiser()).toBe(first);
  });
});

describe('sanitiseBody under Trusted Types', () => {
  /** A browser's TrustedHTML as far as the DOM sees it: an object whose string is the HTML. */
  class FakeTrustedHtml {
    constructor(readonly html: string) {}
    toString() {
      return this.html;
    }
  }
  type Rules = { createHTML: (html: string) => string; createScriptURL: (url: string) => string };

  /** jsdom's window with a Trusted Types factory that records the policies made and the HTML each was asked for. */
  function pageWithTrustedTypes() {
    const policies: { name: string; asked: string[]; policy: { createHTML(html: string): FakeTrustedHtml } }[] = [];
    const trustedTypes = {
      createPolicy(name: string, rules: Rules) {
        const asked: string[] = [];
        const policy = {
          name,
          createHTML: (html: string) => {
            asked.push(html);
            return new FakeTrustedHtml(rules.createHTML(html));
          },
          createScriptURL: (url: string) => rules.createScriptURL(url),
        };
        policies.push({ name, asked, policy });
        return policy;
      },
    };
    const root = new Proxy(window, { get: (target, key) => (key === 'trustedTypes' ? trustedTypes : Reflect.get(target, key, target)) });
    return { root, policies };
  }

  it('makes one policy for the page, named as the CSP names it, however many sanitisers', () => {
    const { root, policies } = pageWithTrustedTypes();
    createSanitiser(DOMPurify, root)('<p>x</p>');
    createSanitiser(DOMPurify, root)('<p>y</p>');
    expect(policies.map((p) => p.name)).toEqual([MAIL_BODY_POLICY]);
    expect(MAIL_BODY_POLICY).toBe('mail-body');
  });

  it('gives DOMPurify that policy to parse the body with, and hands back the clean body as its TrustedHTML', () => {
    const { root, policies } = pageWithTrustedTypes();
    const clean = createSanitiser(DOMPurify, root)('<p onclick="x()">Hi<script>alert(1)</script></p>');
    expect(clean).toBeInstanceOf(FakeTrustedHtml);
    expect(String(clean)).toBe('<p>Hi</p>');
    // The raw body went only to DOMPurify's inert document; the last HTML the policy made is the clean one.
    expect(policies[0].asked).toContain('<p onclick="x()">Hi<script>alert(1)</script></p>');
    expect(policies[0].asked.at(-1)).toBe('<p>Hi</p>');
  });

  it('makes no HTML outside a sanitise call: a script that found the policy cannot launder a string through it', () => {
    const { root, policies } = pageWithTrustedTypes();
    createSanitiser(DOMPurify, root)('<p>x</p>');
    expect(() => policies[0].policy.createHTML('<img src=x onerror=alert(1)>')).toThrow('Only the mail sanitiser makes HTML.');
  });
});
