/**
 * `npm run check:versions`: fails when package-lock.json installs a version listed in
 * known-bad-versions.json, or when package.json has a direct dependency whose advisories nobody
 * reviewed (it is in neither the file's "packages" rules nor its "reviewed" notes). `npm audit` is
 * not answered by the registry reachable here, so this list is our audit; it runs in `npm test`.
 *
 * No semver dependency: versions are x.y.z[-pre], ranges are an exact version or
 * space-separated comparators (<, <=, >, >=) that must all hold.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Rule = { range: string; reason: string };
/** `packages`: the rules. `reviewed`: package name → what its advisory review found (notes only, never matched). */
export type KnownBad = { packages: Record<string, Rule[]>; reviewed?: Record<string, string> };
export type PackageJson = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
export type Lockfile = { lockfileVersion?: number; packages?: Record<string, { name?: string; version?: string; link?: boolean }> };
export type Hit = { name: string; version: string; location: string; range: string; reason: string };

type Parsed = { core: [number, number, number]; pre: string[] };

function parse(version: string): Parsed {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version.trim());
  if (!m) throw new Error(`Not a version: "${version}"`);
  return { core: [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)], pre: m[4] ? m[4].split('.') : [] };
}

/** Semver precedence: -1, 0 or 1. A prerelease sorts before its release (1.0.0-rc.1 < 1.0.0). */
export function compareVersions(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return x.core[i] < y.core[i] ? -1 : 1;
  if (!x.pre.length || !y.pre.length) return x.pre.length === y.pre.length ? 0 : x.pre.length ? -1 : 1;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const [p, q] = [x.pre[i], y.pre[i]];
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1;
    if (p === q) continue;
    const [pn, qn] = [/^\d+$/.test(p), /^\d+$/.test(q)];
    if (pn && qn) return Number(p) < Number(q) ? -1 : 1;
    if (pn !== qn) return pn ? -1 : 1; // numeric identifiers sort before alphanumeric ones
    return p < q ? -1 : 1;
  }
  return 0;
}

/** True when `version` is inside `range` (exact version, or every comparator holds). */
export function satisfies(version: string, range: string): boolean {
  return range
    .trim()
    .split(/\s+/)
    .every((part) => {
      const m = /^(<=|>=|<|>|=)?\s*(.+)$/.exec(part);
      if (!m) throw new Error(`Bad range: "${range}"`);
      const cmp = compareVersions(version, m[2]);
      switch (m[1]) {
        case '<': return cmp < 0;
        case '<=': return cmp <= 0;
        case '>': return cmp > 0;
        case '>=': return cmp >= 0;
        default: return cmp === 0;
      }
    });
}

/** The real package name of a lockfile entry: its `name` (set for aliases) or its folder. */
export function packageName(location: string, entry: { name?: string }): string {
  return entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** Every installed package of the lockfile (v2/v3 `packages` map) that a rule lists. */
export function findKnownBad(lock: Lockfile, knownBad: KnownBad): Hit[] {
  const hits: Hit[] = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location.includes('node_modules/') || entry.link || !entry.version) continue;
    const name = packageName(location, entry);
    for (const rule of knownBad.packages[name] ?? []) {
      if (satisfies(entry.version, rule.range)) hits.push({ name, version: entry.version, location, range: rule.range, reason: rule.reason });
    }
  }
  return hits;
}

/**
 * Direct dependencies and devDependencies of package.json (by the key package.json uses, so an
 * alias counts under its own name) that known-bad-versions.json neither has rules for nor records
 * as reviewed. A new dependency must be reviewed for advisories before it is added.
 */
export function unreviewedDependencies(pkg: PackageJson, knownBad: KnownBad): string[] {
  const reviewed = knownBad.reviewed ?? {};
  const names = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  return [...names]
    .filter((name) => !Object.hasOwn(knownBad.packages, name) && !(Object.hasOwn(reviewed, name) && reviewed[name].trim() !== ''))
    .sort();
}

function main(): void {
  const root = path.resolve(__dirname, '..');
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  const knownBad = JSON.parse(fs.readFileSync(path.join(root, 'known-bad-versions.json'), 'utf8')) as KnownBad;
  if (!lock.packages) {
    console.error('package-lock.json has no "packages" map (lockfileVersion 2 or 3 is needed).');
    process.exit(1);
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
  const hits = findKnownBad(lock, knownBad);
  const unreviewed = unreviewedDependencies(pkg, knownBad);
  if (hits.length) {
    console.error(`Known-bad versions in package-lock.json (${hits.length}):`);
    for (const h of hits) console.error(`  ${h.name}@${h.version} at ${h.location} matches "${h.range}": ${h.reason}`);
  }
  if (unreviewed.length) {
    console.error(`Direct dependencies without an advisory review in known-bad-versions.json (${unreviewed.length}): ${unreviewed.join(', ')}`);
    console.error('  Look up their advisories, then add rules under "packages" or a note under "reviewed".');
  }
  if (hits.length || unreviewed.length) process.exit(1);
  const installed = Object.keys(lock.packages).filter((location) => location.includes('node_modules/')).length;
  const direct = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).length;
  console.log(
    `known-bad versions: OK (${installed} installed packages checked against ${Object.keys(knownBad.packages).length} listed packages; ${direct} direct dependencies reviewed)`,
  );
}

if (require.main === module) main();
