/**
 * Hostile mode (README "Hostile texts"; issue 13): every free text the fake bank returns carries one of the
 * payloads below, so a journey through every screen proves that none of them runs or injects anything.
 *
 * Every payload that could run calls the tripwire `window.__xss('<id>')` (falling back to `alert('<id>')`
 * when no test defined the tripwire, so QA sees it by hand), and every element a payload would create carries
 * `data-xss="<id>"` (or an id starting `xss-`). Each one also holds the text "xss", so a hostile value can
 * be recognised after the client's decoding (isHostile). The spreadsheet payloads belong at the start of a
 * cell, where a spreadsheet would read them as a formula: the exports must neutralise them.
 *
 * The ids, amounts, dates and sort codes stay real: only texts change, so every screen still works. A text
 * keeps its original words (a payload is added before or after them), so QA and the journeys can still find
 * "Everyday" or "Rowley Mile Farriers"; the same text always gets the same payload, so names the bank
 * repeats (a payee in the payee list and in a standing order) stay equal.
 */
import type { BankState } from '../types';

/** The name of the tripwire every runnable payload calls. */
export const XSS_TRIPWIRE = '__xss';
/** The attribute every element a payload would create carries (or an id starting `xss-`). */
export const XSS_MARKER_ATTRIBUTE = 'data-xss';

export interface HostilePayload {
  id: string;
  /** What it tries, in words. */
  kind: string;
  /** Where it goes in a text: after the original words (default) or before them, where a URL or formula must be. */
  at?: 'start';
  text: string;
}

/** The tripwire call, with alert as the fallback a QA engineer would notice. */
const run = (id: string, quote: "'" | '"' = "'") => `(window.${XSS_TRIPWIRE}||alert)(${quote}${id}${quote})`;
// ASCII only, so btoa is enough (jest's jsdom has no Buffer).
const base64 = (text: string) => btoa(text);

export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  { id: 'x01', kind: 'script element', text: `<script data-xss="x01">${run('x01')}</script>` },
  { id: 'x02', kind: 'img onerror', text: `<img src=x data-xss="x02" onerror="${run('x02')}">` },
  { id: 'x03', kind: 'svg onload', text: `<svg data-xss="x03" onload="${run('x03')}"><circle r="1"></circle></svg>` },
  { id: 'x04', kind: 'javascript: URL', at: 'start', text: `javascript:${run('x04')}//xss ` },
  { id: 'x05', kind: 'attribute breakout into an iframe', text: `"><iframe data-xss="x05" src="javascript:${run('x05')}"></iframe>` },
  { id: 'x06', kind: 'entity-encoded script', text: `&lt;script data-xss=&quot;x06&quot;&gt;${run('x06')}&lt;&#x2f;script&gt;` },
  { id: 'x07', kind: 'hex-entity img', text: `&#x3C;img src=x data-xss=&#x22;x07&#x22; onerror=&#x22;${run('x07')}&#x22;&#x3E;` },
  { id: 'x08', kind: 'double-encoded img', text: `&amp;lt;img src=x data-xss=&amp;quot;x08&amp;quot; onerror=&amp;quot;${run('x08')}&amp;quot;&amp;gt;` },
  { id: 'x09', kind: 'single-quote attribute breakout', text: `' data-xss='x09' onmouseover='${run('x09', '"')}' autofocus onfocus='${run('x09', '"')}' x='` },
  { id: 'x10', kind: 'double-quote attribute breakout', text: `" data-xss="x10" autofocus onfocus="${run('x10')}" x="` },
  { id: 'x11', kind: 'template literal', text: `\${${run('x11')}}` },
  { id: 'x12', kind: 'template expression', text: `{{constructor.constructor("${run('x12')}")()}}` },
  { id: 'x13', kind: 'style breakout', text: `</style><style data-xss="x13">body{background:url("https://xss.invalid/x13.png")}</style>` },
  { id: 'x14', kind: 'CSS value injection', text: `red;background-image:url("https://xss.invalid/x14.png");width:expression(${run('x14')})` },
  { id: 'x15', kind: 'javascript: link', text: `<a data-xss="x15" href="javascript:${run('x15')}">Confirm your details</a>` },
  { id: 'x16', kind: 'details ontoggle', text: `<details open data-xss="x16" ontoggle="${run('x16')}"><summary>x16</summary></details>` },
  { id: 'x17', kind: 'noscript mutation', text: `<noscript><p title="</noscript><img src=x data-xss=x17 onerror=${run('x17')}>">` },
  { id: 'x18', kind: 'math and style mutation', text: `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=x data-xss=x18 onerror=${run('x18')}&gt;">` },
  { id: 'x19', kind: 'object and embed', text: `<object data-xss="x19" data="javascript:${run('x19')}"></object><embed data-xss="x19" src="javascript:${run('x19')}">` },
  { id: 'x20', kind: 'input autofocus onfocus', text: `<input data-xss="x20" autofocus onfocus="${run('x20')}">` },
  { id: 'x21', kind: 'mixed-case javascript: URL with an encoded colon', at: 'start', text: `JaVaScRiPt&#x3A;${run('x21')}//xss ` },
  { id: 'x22', kind: 'base href', text: `<base data-xss="x22" href="https://xss.invalid/x22/">` },
  { id: 'x23', kind: 'meta refresh', text: `<meta data-xss="x23" http-equiv="refresh" content="0;url=javascript:${run('x23')}">` },
  { id: 'x24', kind: 'URL-encoded script', text: `%3Cscript%20data-xss%3D%22x24%22%3E${encodeURIComponent(run('x24'))}%3C%2Fscript%3E` },
  { id: 'x25', kind: 'nested tags', text: `<scr<script>ipt data-xss="x25">${run('x25')}</scr</script>ipt>` },
  { id: 'x26', kind: 'data: URL', at: 'start', text: `data:text/html;base64,${base64(`<script>parent.${run('x26')}</script>`)}#xss ` },
  { id: 'x27', kind: 'spreadsheet formula (=)', at: 'start', text: '=HYPERLINK("https://xss.invalid/x27","x27") ' },
  { id: 'x28', kind: 'spreadsheet formula (+, DDE)', at: 'start', text: "+SUM(1+1)*cmd|' /C calc xss-x28'!A0 " },
  { id: 'x29', kind: 'spreadsheet formula (-, @)', at: 'start', text: '-2+3+@SUM(1+1)+"xss-x29" ' },
  { id: 'x30', kind: 'line break, then a formula and a record end', text: '\r\n=HYPERLINK("https://xss.invalid/x30")\r\n^\r\n' },
  { id: 'x31', kind: 'iframe srcdoc', text: `<iframe data-xss="x31" srcdoc="&lt;script&gt;parent.${run('x31')}&lt;/script&gt;"></iframe>` },
  { id: 'x32', kind: 'SVG animate href', text: `<svg><a data-xss="x32"><animate attributeName="href" values="javascript:${run('x32')}"></animate><text y="20">x32</text></a></svg>` },
  { id: 'x33', kind: 'form with an id marker', text: `<form id="xss-x33" action="https://xss.invalid/x33"><button formaction="javascript:${run('x33')}">x33</button></form>` },
  { id: 'x34', kind: 'decimal-entity svg', text: `&#60;svg data-xss=&#34;x34&#34; onload=&#34;${run('x34')}&#34;&#62;` },
  { id: 'x35', kind: 'style import', text: `<style data-xss="x35">@import "https://xss.invalid/x35.css";</style>` },
  { id: 'x36', kind: 'spreadsheet formula behind a null character', at: 'start', text: '\u0000=HYPERLINK("https://xss.invalid/x36","x36") ' },
];

/** HTML character references decoded once, as a client reading OBDX's escaped strings does (DIGX-CONTRACT.md). */
function decodeOnce(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const point = ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

/** Each payload as the bank sends it and as the client's decode-once leaves it. */
const RECOGNISED = [...new Set(HOSTILE_PAYLOADS.flatMap((p) => [p.text, decodeOnce(p.text)]))];

/** Payloads for texts the app sends back as it read them (alert names): no entity, no line break to change. */
const ROUND_TRIP = HOSTILE_PAYLOADS.filter((p) => !/[&\r\n]/.test(p.text));

/** Whether a text, as the bank sent it or as the client decoded it, holds one of the payloads. */
export function isHostile(text: unknown): boolean {
  if (typeof text !== 'string' || !text.includes('xss')) return false;
  return RECOGNISED.some((form) => text.includes(form));
}

export interface Hostiliser {
  /** The text with a payload, the next one in turn (the same text always gets the same one); '' stays ''. */
  (text: string): string;
  /** For a text the app sends back unchanged: only payloads the client's decoding leaves as they are. */
  roundTrip(text: string): string;
  /** For an HTML body (mail): the text with a payload added as HTML (after it). */
  html(body: string): string;
}

function place(text: string, payload: HostilePayload): string {
  if (payload.at === 'start') return `${payload.text}${text}`;
  return `${text} ${payload.text}`;
}

/** A fresh rotation through the corpus: one per seed, so a hostile seed is as deterministic as a normal one. */
export function createHostiliser(): Hostiliser {
  const seen = new Map<string, string>();
  let next = 0;
  let nextRoundTrip = 0;
  let nextHtml = 0;
  const remember = (key: string, make: () => string) => {
    let made = seen.get(key);
    if (made === undefined) {
      made = make();
      seen.set(key, made);
    }
    return made;
  };
  const hostile = ((text: string) => {
    if (!text || isHostile(text)) return text;
    return remember(`t:${text}`, () => place(text, HOSTILE_PAYLOADS[next++ % HOSTILE_PAYLOADS.length]));
  }) as Hostiliser;
  hostile.roundTrip = (text) => {
    if (!text || isHostile(text)) return text;
    return remember(`r:${text}`, () => place(text, ROUND_TRIP[nextRoundTrip++ % ROUND_TRIP.length]));
  };
  hostile.html = (body) => {
    if (isHostile(body)) return body;
    // Two payloads per body, so the sanitiser meets every one of them across the seeded mail.
    const first = HOSTILE_PAYLOADS[nextHtml++ % HOSTILE_PAYLOADS.length];
    const second = HOSTILE_PAYLOADS[nextHtml++ % HOSTILE_PAYLOADS.length];
    return `${body}<p>${first.text}</p>${second.text}`;
  };
  return hostile;
}

/**
 * A copy of a freshly seeded state with a payload in every free text: names of users,
 * parties, entities, accounts, products, branches, payees and their banks; references and descriptions;
 * statement titles; mail subjects, bodies, senders and bulletins; approval and activity items; bulk file
 * names and records; payment companies; alert names; limit names.
 */
export function hostiliseState(seed: BankState, h: Hostiliser = createHostiliser()): BankState {
  // A copy: the seed shares objects with module constants (branch addresses, the maker's details) that a
  // normal seed made later must find unchanged.
  const state = structuredClone(seed);
  const opt = (text: string | null | undefined) => (text ? h(text) : text);

  for (const party of Object.values(state.parties)) party.name = h(party.name);
  for (const user of Object.values(state.users)) {
    const p = user.userProfile;
    p.prefix = h(p.prefix);
    p.firstName = h(p.firstName);
    p.middleName = h(p.middleName);
    p.lastName = h(p.lastName);
    for (const dto of p.accessibleEntityDTOs) dto.entityName = h(dto.entityName);
    user.preferredName = h(user.preferredName);
    for (const subscription of user.alertSubscriptions) {
      for (const action of subscription.subscribedActions) action.alertName = h.roundTrip(action.alertName) as typeof action.alertName;
    }
  }

  for (const account of Object.values(state.accounts)) {
    account.partyName = h(account.partyName);
    account.displayName = h(account.displayName);
    const product = account.productDTO as { name?: string; description?: string };
    if (product.name) product.name = h(product.name);
    if (product.description) product.description = h(product.description);
    const branch = account.branchAddressDTO;
    branch.branchName = h(branch.branchName);
    const postal = branch.branchAddress.postalAddress;
    postal.line1 = h(postal.line1);
    postal.city = h(postal.city);
    account.internal.nickname = opt(account.internal.nickname) ?? null;
  }

  for (const list of Object.values(state.transactions)) {
    for (const t of list) {
      t.description = h(t.description);
      t.userReferenceNumber = h(t.userReferenceNumber);
    }
  }

  for (const group of state.payeeGroups) {
    group.name = h(group.name);
    for (const payee of group.listPayees) {
      payee.nickName = h(payee.nickName);
      const uk = payee.ukDomesticPayee;
      uk.accountName = h(uk.accountName);
      uk.bankDetails.name = h(uk.bankDetails.name);
      uk.bankDetails.branch = h(uk.bankDetails.branch);
      uk.bankDetails.address = h(uk.bankDetails.address);
      uk.bankDetails.city = h(uk.bankDetails.city);
      payee.lastPaymentReference = opt(payee.lastPaymentReference) ?? null;
      payee.payeeReference = h(payee.payeeReference);
      payee.payeeDescription = h(payee.payeeDescription);
      if (payee.verificationReport) payee.verificationReport.payeeAccountName = h(payee.verificationReport.payeeAccountName);
    }
  }

  for (const instruction of state.instructions) {
    instruction.payeeNickName = h(instruction.payeeNickName);
    instruction.remarks = h(instruction.remarks);
    if (instruction.dealId) instruction.dealId = h(instruction.dealId);
  }

  for (const payment of Object.values(state.payments)) {
    for (const details of [payment.transferDetails, payment.payoutDetails]) {
      if (!details) continue;
      details.remarks = h(details.remarks);
      if (details.accountName) details.accountName = h(details.accountName);
    }
  }

  for (const mail of state.mails) {
    mail.subject = h(mail.subject);
    mail.messageBody = h.html(mail.messageBody);
    mail.sender = h(mail.sender);
  }
  for (const mailer of state.mailers) {
    mailer.subject = h(mailer.subject);
    mailer.messageBody = h.html(mailer.messageBody);
  }
  for (const subject of state.mailSubjects) subject.subject = h(subject.subject);

  for (const statement of state.statements) statement.title = h(statement.title);

  for (const pkg of state.limitPackages) {
    pkg.description = h(pkg.description);
    for (const linkage of pkg.targetLimitLinkages) {
      for (const limit of linkage.limits) {
        limit.limitName = h(limit.limitName);
        limit.limitDescription = h(limit.limitDescription);
      }
    }
  }

  for (const item of state.activity) {
    item.taskDTO.name = h(item.taskDTO.name);
    const maker = item.createdByDetails;
    maker.title = h(maker.title);
    maker.firstName = h(maker.firstName);
    maker.lastName = h(maker.lastName);
    item.creditAccountName = opt(item.creditAccountName) ?? null;
    item.remarks = opt(item.remarks) ?? null;
    for (const entry of item.audit) entry.remarks = opt(entry.remarks) ?? null;
    const d = item.activityDetails;
    d.type = h(d.type);
    d.beneName = h(d.beneName);
    d.reference = h(d.reference);
    if (d.newBeneDetails) d.newBeneDetails.title = h(d.newBeneDetails.title);
  }

  for (const mapping of state.fileIdentifierMappings) {
    const registration = mapping.fileIdentifierRegistrationDTO;
    registration.description = h(registration.description);
    registration.fileTemplateDTO.description = h(registration.fileTemplateDTO.description);
  }
  for (const file of state.bulkFiles) file.fileUpload.fileName = h(file.fileUpload.fileName);
  for (const records of Object.values(state.bulkRecords)) {
    for (const record of records) {
      record.beneficiaryName = h(record.beneficiaryName);
      record.reference = h(record.reference);
      record.errorMessage = opt(record.errorMessage) ?? null;
    }
  }

  for (const alert of state.alertCatalogue) alert.alertDTO.alertName = h.roundTrip(alert.alertDTO.alertName) as typeof alert.alertDTO.alertName;
  for (const consent of state.paymentCompanyConsents) consent.company = h(consent.company);
  return state;
}
