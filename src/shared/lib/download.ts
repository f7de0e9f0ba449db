import { base64ToBytes } from './base64';

/**
 * Saving a file the app made or received (statements, exports, receipts). One place, so every download
 * behaves the same: an object URL on a temporary link, revoked once the browser has taken it.
 */

/** Offers `data` to the customer as a file called `fileName`. */
export function downloadBlob(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a tick later is enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A base64 string (OBDX documentContents) as bytes of the given type; throws on text that is not base64. */
export function base64ToBlob(base64: string, mimeType: string): Blob {
  return new Blob([base64ToBytes(base64)], { type: mimeType });
}

/** A file name made safe for every OS: letters, digits, dot, dash and underscore only. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '') || 'download';
}
