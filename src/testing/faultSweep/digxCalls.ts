/**
 * Every /digx call the app's source makes, read from the source itself: each request object
 * `{ method: 'GET', path: '…' }` outside tests. Template parts (`${id}`) are written `{}`, so
 * `v1/fileUploads/files/${encodeURIComponent(id)}/records` is `GET v1/fileUploads/files/{}/records`;
 * a path held in a constant keeps its name: `GET {SETTINGS_PATHS.me}`.
 * The fault sweep and the API document are checked against this list, so neither falls behind the code.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../..');

/**
 * A request object: its method, then (within the same object) its path as a string or template
 * literal, or an expression (a constant or a helper), which is named as written: `{SETTINGS_PATHS.me}`.
 */
const REQUEST = /method:\s*'(GET|POST|PUT|PATCH|DELETE)'\s*,[^{}]*?\bpath:\s*(?:(['`])((?:(?!\2)[^\\]|\\.)*?)\2|([\w.$[\]]+(?:\([^()\n]*\))?))/g;

/** The app's source files, without tests, test helpers or the demo panel (which talks to /__bank). */
export function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'demo' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `${…}` parts, even nested ones, as `{}`. */
export function templatePath(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i += 1) {
    if (raw[i] === '$' && raw[i + 1] === '{') {
      let depth = 0;
      let j = i + 1;
      for (; j < raw.length; j += 1) {
        if (raw[j] === '{') depth += 1;
        if (raw[j] === '}' && --depth === 0) break;
      }
      out += '{}';
      i = j;
    } else out += raw[i];
  }
  return out;
}

export interface SourceCall {
  /** `METHOD path`, the name the sweep's scenarios and the API document use. */
  call: string;
  method: string;
  path: string;
  /** The files that make it, relative to src/. */
  files: string[];
  /** How many request objects in the source make it. */
  sites: number;
}

/** The client's own nonce call (digxClient.ts), made before the others, its method configurable. */
export const NONCE_CALL = 'POST v1/session/nonce';

export function digxCalls(root = SRC): SourceCall[] {
  const calls = new Map<string, SourceCall>();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(REQUEST)) {
      const [, method, , raw, expression] = match;
      const callPath = raw !== undefined ? templatePath(raw) : `{${expression.trim()}}`;
      const call = `${method} ${callPath}`;
      const rel = path.relative(root, file);
      const entry = calls.get(call) ?? { call, method, path: callPath, files: [], sites: 0 };
      entry.sites += 1;
      if (!entry.files.includes(rel)) entry.files.push(rel);
      calls.set(call, entry);
    }
  }
  return [...calls.values()].sort((a, b) => a.call.localeCompare(b.call));
}
