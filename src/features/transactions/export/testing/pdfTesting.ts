/** Reading a transactions PDF back, for the PDF tests and the export journeys. Test-only. */
import zlib from 'node:zlib';
import type { jsPDF } from 'jspdf';

/** What jsPDF has drawn on a page (its content stream, before compression). */
export const pageContent = (doc: jsPDF, page: number): string => (doc.internal as unknown as { pages: string[][] }).pages[page].join('\n');

/** Every stream of a finished PDF, inflated: what a reader would draw. */
export async function inflatedStreams(blob: Blob): Promise<string> {
  const bytes = Buffer.from(await blob.arrayBuffer());
  const text = bytes.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(zlib.inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      out.push(text.slice(start, end));
    }
  }
  return out.join('\n');
}

/**
 * The text a content stream shows, each string drawn joined by a space: a paragraph wrapped over several
 * lines reads back whole. jsPDF's escapes of '(', ')' and '\' are undone.
 */
export const drawnText = (content: string): string =>
  [...content.matchAll(/\(((?:[^()\\]|\\.)*)\) Tj/g)].map((m) => m[1].replace(/\\(.)/g, '$1')).join(' ');
