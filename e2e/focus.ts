/**
 * Keyboard-only helpers for the journeys: Tab to a control by its accessible name, checking at every stop
 * that focus can be seen (an outline or a box-shadow on the focused element) and is not hidden (inside the
 * viewport and not under a fixed or sticky bar: the element at its centre is the element or inside it).
 *
 * In-page code is passed as strings: the page gets exactly that code, whatever the test transform makes of a
 * function (a helper such as `__name` that it adds does not exist in the page).
 */
import type { Page } from '@playwright/test';

export type FocusStop = {
  body?: true;
  tag?: string;
  /** Role and accessible name as Playwright's aria snapshot gives them. */
  role?: string;
  name?: string;
  problems?: string[];
  where?: string;
  /** The legend of the fieldset (or the label of the group) the element is in. */
  group?: string;
};

/** Everything the checks need about document.activeElement, read in the page. */
const PROBE = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return { body: true };
  const cs = getComputedStyle(el);
  const transparent = (c) => c === 'transparent' || /rgba\\(.*,\\s*0\\)$/.test(c);
  // The ring may be drawn by the element's own ::after or ::before (a card whose one link covers it is ringed whole).
  const styles = [cs, getComputedStyle(el, '::after'), getComputedStyle(el, '::before')];
  const outline = styles.some((s) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !transparent(s.outlineColor));
  const shadow = styles.some((s) => s.boxShadow !== '' && s.boxShadow !== 'none');
  const r = el.getBoundingClientRect();
  const vw = window.innerWidth, vh = window.innerHeight;
  const problems = [];
  if (!outline && !shadow) problems.push('no focus indicator (outline ' + cs.outlineStyle + ' ' + cs.outlineWidth + ', box-shadow ' + cs.boxShadow + ')');
  if (r.width === 0 || r.height === 0 || cs.visibility === 'hidden') problems.push('the focused element is not rendered');
  else {
    // Taller or wider than the viewport: its centre must still show.
    const fitsV = r.height > vh ? r.top < vh / 2 && r.bottom > vh / 2 : r.top >= 0 && r.bottom <= vh;
    const fitsH = r.width > vw ? r.left < vw / 2 && r.right > vw / 2 : r.left >= 0 && r.right <= vw;
    if (!fitsV || !fitsH) problems.push('outside the viewport ' + vw + 'x' + vh);
    const cx = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1);
    const cy = Math.min(Math.max(r.top + r.height / 2, 0), vh - 1);
    const hit = document.elementFromPoint(cx, cy);
    if (!hit || !(hit === el || el.contains(hit))) {
      const what = hit ? hit.tagName.toLowerCase() + (hit.id ? '#' + hit.id : '') + ' "' + (hit.textContent || '').trim().slice(0, 40) + '"' : 'nothing';
      problems.push('covered at its centre by ' + what);
    }
  }
  const fieldset = el.closest('fieldset');
  const legend = fieldset && fieldset.querySelector('legend');
  const groupEl = el.closest('[role="group"][aria-label]');
  const group = legend ? legend.textContent.trim() : groupEl ? groupEl.getAttribute('aria-label') : '';
  const label = (el.getAttribute('aria-label') || (el.labels && el.labels[0] && el.labels[0].textContent) || el.textContent || '').trim().slice(0, 60);
  return {
    tag: el.tagName.toLowerCase(),
    group,
    problems,
    where: el.tagName.toLowerCase() + ' "' + label + '" at ' + [r.left, r.top, r.width, r.height].map(Math.round).join(',') + ' in ' + vw + 'x' + vh,
  };
})()`;

/** The focused element's role and accessible name (the first line of its aria snapshot). */
async function roleAndName(page: Page): Promise<{ role: string; name: string }> {
  const snapshot = await page.locator(':focus').first().ariaSnapshot({ timeout: 5_000 }).catch(() => '');
  let first = snapshot.split('\n')[0] ?? '';
  // YAML quotes the whole key when the name holds ': ' (- 'link "Re: …"':).
  const quoted = /^- '(.*)':?$/.exec(first);
  if (quoted) first = `- ${quoted[1].replace(/''/g, "'")}`;
  const match = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(first);
  return { role: match?.[1] ?? '', name: (match?.[2] ?? '').replace(/\\(.)/g, '$1') };
}

/**
 * Where focus is now, once it has settled: the browser scrolls a newly focused element into view, and a
 * page may still be laying out. Retries for a moment while there is a problem, then reports it.
 */
export async function focusStop(page: Page, settleMs = 1_500): Promise<FocusStop> {
  const deadline = Date.now() + settleMs;
  let stop = (await page.evaluate(PROBE)) as FocusStop;
  while (!stop.body && stop.problems?.length && Date.now() < deadline) {
    await page.waitForTimeout(100);
    stop = (await page.evaluate(PROBE)) as FocusStop;
  }
  if (stop.body) return stop;
  return { ...stop, ...(await roleAndName(page)) };
}

const describeStop = (stop: FocusStop) => (stop.body ? '<body: no element has focus>' : `${stop.role} "${stop.name}" (${stop.where})`);

/** Fails unless focus is on an element, with a visible indicator, in view and uncovered. */
export async function expectFocusVisible(page: Page, context: string): Promise<FocusStop> {
  const stop = await focusStop(page);
  if (stop.body) throw new Error(`${context}: focus was lost (it is on the page body) at ${page.url()}`);
  if (stop.problems?.length) throw new Error(`${context}: ${describeStop(stop)}: ${stop.problems.join('; ')}`);
  return stop;
}

const matches = (name: string, want: string | RegExp) => (typeof want === 'string' ? name === want : want.test(name));

/**
 * Fails unless focus is (or, within the settle time, lands) on the element with that role and name, visibly:
 * for focus that should have moved by itself (a new page's heading, back to a dialog's trigger).
 */
export async function expectFocusOn(page: Page, role: string, name: string | RegExp, context = 'focus'): Promise<void> {
  const deadline = Date.now() + 5_000;
  let stop = await focusStop(page);
  while (!(stop.role === role && matches(stop.name ?? '', name)) && Date.now() < deadline) {
    await page.waitForTimeout(150);
    stop = await focusStop(page);
  }
  if (!(stop.role === role && matches(stop.name ?? '', name))) {
    throw new Error(`${context}: expected focus on ${role} "${name}", but it is on ${describeStop(stop)} at ${page.url()}`);
  }
  await expectFocusVisible(page, context);
}

export type TabOptions = { shift?: boolean; role?: string; max?: number; group?: string };

/**
 * Presses Tab (or Shift+Tab) until the focused element's accessible name matches, checking focus is visible
 * and uncovered at every stop. Focus passing through the page body is allowed once per lap (headless
 * Chromium parks it there between the last control and the first); two body stops in a row are a trap.
 */
export async function tabTo(page: Page, name: string | RegExp, options: TabOptions = {}): Promise<FocusStop> {
  const { shift = false, role, max = 60, group } = options;
  const seen: string[] = [];
  let bodyStops = 0;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    if (stop.body) {
      seen.push('<body>');
      if (++bodyStops > 1) throw new Error(`tabTo "${name}": focus is stuck on the page body after ${seen.join(' → ')}`);
      continue;
    }
    bodyStops = 0;
    seen.push(`${stop.role} "${stop.name}"`);
    if (stop.problems?.length) throw new Error(`tabTo "${name}": at stop ${i + 1}, ${describeStop(stop)}: ${stop.problems.join('; ')}\nstops: ${seen.join(' → ')}`);
    if (matches(stop.name ?? '', name) && (!role || stop.role === role) && (!group || stop.group === group)) return stop;
  }
  throw new Error(`tabTo "${name}": not reached in ${max} presses of ${shift ? 'Shift+Tab' : 'Tab'} at ${page.url()}\nstops: ${seen.join(' → ')}`);
}

/** Tabs to a control and presses a key on it (Enter for links and buttons, Space for boxes). */
export async function activate(page: Page, name: string | RegExp, options: TabOptions & { key?: 'Enter' | 'Space' } = {}): Promise<void> {
  await tabTo(page, name, options);
  await page.keyboard.press(options.key ?? 'Enter');
}

/** Tabs to a field by its label and types into it (it must be empty, or `clear` first selects what is there). */
export async function typeInto(page: Page, name: string | RegExp, text: string, options: TabOptions & { clear?: boolean } = {}): Promise<void> {
  await tabTo(page, name, options);
  if (options.clear) {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
  }
  await page.keyboard.type(text);
}
