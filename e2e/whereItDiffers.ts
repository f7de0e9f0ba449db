/**
 * When a screenshot differs from its baseline, where, in words: CI prints only text, and its diff images
 * stay on its machine. A look journey failed there once on 18 pages at once ("9546 pixels are different")
 * and passed on every run here; this turns the next such failure into a line such as "y 64–103, x 101–373
 * (9739 px): select 'Showing'" (the entity selector recoloured, as tried here) instead of a count.
 *
 * The diff image Playwright writes beside the actual one marks each differing pixel pure red (its
 * pixelmatch's diffColor; anti-aliasing differences are yellow, unchanged pixels a faded grey). The image is
 * decoded in a blank page of the same browser, so the journeys need no image library.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';

/** A horizontal band of the image with differing pixels, and how many. */
interface DiffBand {
  top: number;
  bottom: number;
  left: number;
  right: number;
  pixels: number;
}

/** Rows with no red pixel closer than this join one band: a line of text is one band, not one per glyph row. */
const BAND_GAP_PX = 12;
/** The bands worth naming: the largest few. */
const MAX_BANDS = 4;

/** The red pixels of a Playwright diff image (PNG bytes), grouped into horizontal bands, largest first. */
async function diffBands(page: Page, png: Buffer): Promise<DiffBand[]> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ base64, gap, max }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        const bands: DiffBand[] = [];
        let band: DiffBand | undefined;
        for (let y = 0; y < height; y += 1) {
          let left = width;
          let right = -1;
          let pixels = 0;
          for (let x = 0; x < width; x += 1) {
            const i = (y * width + x) * 4;
            if (data[i] > 200 && data[i + 1] < 60 && data[i + 2] < 60) {
              pixels += 1;
              left = Math.min(left, x);
              right = x;
            }
          }
          if (!pixels) continue;
          if (band && y - band.bottom <= gap) {
            Object.assign(band, { bottom: y, left: Math.min(band.left, left), right: Math.max(band.right, right), pixels: band.pixels + pixels });
          } else {
            band = { top: y, bottom: y, left, right, pixels };
            bands.push(band);
          }
        }
        return bands.sort((a, b) => b.pixels - a.pixels).slice(0, max);
      },
      { base64: png.toString('base64'), gap: BAND_GAP_PX, max: MAX_BANDS },
    );
  } finally {
    await blank.close();
  }
}

/** What the page shows at a point of its screenshot: the element, its name, and the landmark it sits in. */
function whatIsAt(page: Page, x: number, y: number, fullPage: boolean): Promise<string> {
  return page.evaluate(
    ({ x, y, fullPage }) => {
      const scrolledFrom = window.scrollY;
      if (fullPage) window.scrollTo(0, Math.max(0, y - window.innerHeight / 2));
      const element = document.elementFromPoint(x, fullPage ? y - window.scrollY : y);
      window.scrollTo(0, scrolledFrom);
      if (!element) return 'nothing';
      const named = (el: Element) => {
        const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
        const text = label.replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${el.tagName.toLowerCase()}${text ? ` '${text}'` : ''}`;
      };
      const landmark = element.parentElement?.closest('header, nav, main, footer, aside, [role="region"], [role="dialog"]');
      return landmark ? `${named(element)} in ${named(landmark)}` : named(element);
    },
    { x, y, fullPage },
  );
}

/**
 * Where the last comparison of `name` (as given to toHaveScreenshot) differs, one line per band, or [] when
 * Playwright wrote no diff image (the images matched, or their sizes differed: it says so itself).
 */
export async function whereItDiffers(page: Page, testInfo: TestInfo, name: string, fullPage: boolean): Promise<string[]> {
  const diffPath = testInfo.outputPath(name.replace(/\.png$/, '-diff.png'));
  if (!existsSync(diffPath)) return [];
  const bands = await diffBands(page, readFileSync(diffPath));
  const lines: string[] = [];
  for (const band of bands) {
    const what = await whatIsAt(page, Math.round((band.left + band.right) / 2), Math.round((band.top + band.bottom) / 2), fullPage);
    lines.push(`y ${band.top}–${band.bottom}, x ${band.left}–${band.right} (${band.pixels} px): ${what}`);
  }
  return lines;
}
