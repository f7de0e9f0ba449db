/**
 * Layout invariants (issue 25), checked in the page on every main route at 320, 390 and 1280 px:
 * - nothing is wider than the screen (WCAG 1.4.10 reflow: no horizontal scrolling at 320 CSS px);
 * - no text sits inside the frame's gutters (16 px below 600 px, 24 px from 600, 32 px from 960);
 * - every link and button reads at 4.5:1 or more against its own background (axe skips text whose
 *   background it cannot settle, which is how navy-on-navy "New message" slipped through);
 * - from 960 px the header's items each fit on one line.
 * Each check returns what breaks it, in words a reader can act on; an empty list means it holds.
 */
import type { Page } from '@playwright/test';

/** The frame's gutters by width: the same steps as tokens.ts's frame (the shell owns them). */
export function gutterAt(width: number): number {
  if (width >= 960) return 32;
  if (width >= 600) return 24;
  return 16;
}

export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over <= 0) return [];
    // Name the widest culprits: elements whose right edge passes the window's.
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} right=${Math.round(el.getBoundingClientRect().right)}`);
    return [`the page is ${over} px wider than the ${window.innerWidth} px window (${culprits.join(', ')})`];
  });
}

/**
 * Text nodes whose shown lines start or end inside the gutters, outside dialogs and fixed layers. What a box
 * clips away (an ellipsis, a scroller) is not shown, so each line counts only as far as its clipping boxes let
 * it; text hidden for screen readers (a clipped 1 px box anywhere above it) does not count at all.
 */
export async function textInGutters(page: Page, gutter: number): Promise<string[]> {
  return page.evaluate((gutterPx) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('[role="dialog"], [aria-hidden="true"], script, style, noscript')) continue;
      // The visible window of the text: the screen, narrowed by every box above it that clips its overflow.
      let left = 0;
      let right = width;
      let skip = false;
      for (let up: Element | null = el; up && !skip; up = up.parentElement) {
        const style = getComputedStyle(up);
        const box = up.getBoundingClientRect();
        // A fixed layer (the demo bank's dock, a toast) floats over the page: it is not laid out in the frame.
        skip = style.position === 'fixed' || style.display === 'none' || style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)' || (box.width <= 1 && box.height <= 1);
        if (style.overflowX !== 'visible') {
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
      }
      if (skip) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const shownLeft = Math.max(rect.left, left);
        const shownRight = Math.min(rect.right, right);
        if (shownRight - shownLeft < 1 || rect.height < 1) continue;
        if (shownLeft < gutterPx - 0.5 || shownRight > width - gutterPx + 0.5) {
          found.push(`"${text.slice(0, 40)}" spans ${Math.round(shownLeft)}–${Math.round(shownRight)} px (gutters ${gutterPx} px of ${width})`);
          break;
        }
      }
    }
    return found.slice(0, 10);
  }, gutter);
}

/**
 * Boxes that cut their own text off: an element that hides its overflow while its content is taller or wider
 * than it (a fixed row height at 200% text). Visually hidden text (1 px boxes) is meant to be clipped.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      const hides = (v: string) => v === 'hidden' || v === 'clip';
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
      if (el.clientWidth <= 1 || el.clientHeight <= 1 || style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)' || !(el.innerText ?? '').trim()) continue;
      // Ellipsis on purpose (the full text is in the accessible name or a title) is not a clip of meaning.
      if (style.textOverflow === 'ellipsis') continue;
      const tall = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const wide = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      if (tall || wide) found.push(`"${el.innerText.replace(/\s+/g, ' ').trim().slice(0, 40)}" is cut off (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
    }
    return found.slice(0, 10);
  });
}

/** Links and buttons whose text contrast against the background they are drawn on is under 4.5:1. */
export async function lowContrastControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parse = (value: string): [number, number, number, number] | undefined => {
      const m = /rgba?\(([^)]+)\)/.exec(value);
      if (!m) return undefined;
      const [r, g, b, a = '1'] = m[1].split(/[ ,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    /** The colour drawn behind an element: the nearest opaque background, blending translucent ones on top. */
    const backgroundOf = (start: Element): number[] => {
      const layers: number[][] = [];
      for (let el: Element | null = start; el; el = el.parentElement) {
        const bg = parse(getComputedStyle(el).backgroundColor);
        if (bg && bg[3] > 0) {
          layers.push(bg);
          if (bg[3] >= 1) break;
        }
      }
      let colour = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse()) colour = [r * a + colour[0] * (1 - a), g * a + colour[1] * (1 - a), b * a + colour[2] * (1 - a)];
      return colour;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a, button, [role="button"], [role="link"], [role="tab"]')) {
      const rect = el.getBoundingClientRect();
      const text = (el.innerText ?? '').trim();
      if (!text || rect.width < 2 || rect.height < 2 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"]') || (el as HTMLButtonElement).disabled) continue;
      // The colour of the control's own text: its first element holding text, or itself.
      let textEl: Element = el;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.textContent ?? '').trim() && node.parentElement) {
          textEl = node.parentElement;
          break;
        }
      }
      const fg = parse(getComputedStyle(textEl).color);
      if (!fg) continue;
      const bg = backgroundOf(textEl);
      const blended = [fg[0] * fg[3] + bg[0] * (1 - fg[3]), fg[1] * fg[3] + bg[1] * (1 - fg[3]), fg[2] * fg[3] + bg[2] * (1 - fg[3])];
      const [hi, lo] = [luminance(blended), luminance(bg)].sort((a, b) => b - a);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < 4.5) found.push(`"${text.slice(0, 40)}" is ${ratio.toFixed(2)}:1 (rgb(${blended.map(Math.round).join(',')}) on rgb(${bg.map(Math.round).join(',')}))`);
    }
    return found;
  });
}

/** From 960 px: each link and button of the header on one line (visually hidden words left out). */
export async function headerWraps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    // The public pages have no header of their own: nothing to wrap.
    if (!header) return [];
    const found: string[] = [];
    for (const el of header.querySelectorAll<HTMLElement>('a, button, h1, p, span')) {
      if (el.closest('[role="dialog"], [role="menu"]') || el.getBoundingClientRect().width < 2) continue;
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !(node.textContent ?? '').trim()) continue;
        const box = parent.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 1) tops.add(Math.round(rect.top));
      }
      // Lines of one row differ in top by a pixel or two (an icon, a badge): a wrap moves a whole line.
      const rows = [...tops].sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1] > 8);
      if (rows.length > 1) found.push(`"${(el.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" wraps over ${rows.length} lines`);
    }
    return [...new Set(found)];
  });
}
