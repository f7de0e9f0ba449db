/**
 * SPEC.md section 2: Chrome below 48, Firefox below 53, any Internet Explorer and Safari
 * below 9 are unsupported. Read from the user agent, the only signal old browsers give.
 */
export function isUnsupportedBrowser(userAgent: string): boolean {
  if (/MSIE |Trident\//.test(userAgent)) return true;
  const version = (pattern: RegExp) => Number(pattern.exec(userAgent)?.[1] ?? NaN);
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return false;
  const firefox = version(/Firefox\/(\d+)/);
  if (!Number.isNaN(firefox)) return firefox < 53;
  const chrome = version(/(?:Chrome|CriOS)\/(\d+)/);
  if (!Number.isNaN(chrome)) return chrome < 48;
  const safari = version(/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//);
  if (!Number.isNaN(safari)) return safari < 9;
  return false;
}

export const BROWSER_NOTICE_KEY = 'digx.browserNoticeDismissed';
