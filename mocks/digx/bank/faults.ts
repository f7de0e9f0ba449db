/**
 * Fault injection (DECISIONS.md: the fake bank is a product for QA). A rule matches a
 * call by method and path and replaces or delays its answer; `times` limits how many
 * calls it hits (unlimited when absent).
 */
export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'timeout'; ms?: number }
  | { kind: 'malformed' }
  | { kind: 'html'; status?: number }
  | { kind: 'challenge' }
  | { kind: 'code'; code: string; status?: number; detail?: string };

export type FaultKind = Fault['kind'];

export const FAULT_KINDS: readonly FaultKind[] = ['latency', 'status', 'network', 'timeout', 'malformed', 'html', 'challenge', 'code'];

export interface FaultRule {
  /** HTTP method, or '*' / absent for any. */
  method?: string;
  /**
   * Path below /digx/ (no query), '*' for every call. A trailing '*' matches a prefix:
   * 'v1/accounts*' hits every accounts call.
   */
  path: string;
  fault: Fault;
  times?: number;
}

export interface FaultRegistry {
  add(rule: FaultRule): void;
  list(): FaultRule[];
  clear(): void;
  /** The fault for this call, if any; spends one of its `times`. */
  take(method: string, path: string): Fault | undefined;
}

export function pathMatches(pattern: string, path: string): boolean {
  const clean = path.replace(/^\/+/, '');
  const want = pattern.replace(/^\/+/, '');
  if (want === '*') return true;
  return want.endsWith('*') ? clean.startsWith(want.slice(0, -1)) : clean === want;
}

export function createFaultRegistry(): FaultRegistry {
  let rules: FaultRule[] = [];
  return {
    add(rule) {
      rules.push({ ...rule });
    },
    list: () => rules.map((rule) => ({ ...rule })),
    clear() {
      rules = [];
    },
    take(method, path) {
      const rule = rules.find(
        (r) => (!r.method || r.method === '*' || r.method.toUpperCase() === method.toUpperCase()) && pathMatches(r.path, path),
      );
      if (!rule) return undefined;
      if (rule.times !== undefined) {
        rule.times -= 1;
        if (rule.times <= 0) rules = rules.filter((r) => r !== rule);
      }
      return rule.fault;
    },
  };
}

/**
 * The query-string form QA types by hand: `digxFault=GET:v1/me:status=500`,
 * `digxFault=*:v1/accounts*:network`, `digxFault=POST:cz/v1/payments*:code=DIGX_CZ_INSUFFICIENT_FUNDS:times=1`.
 */
export function parseFaultSpec(spec: string): FaultRule | undefined {
  const [method, path, kindPart, ...rest] = spec.split(':');
  if (!method || !path || !kindPart) return undefined;
  const [kind, value] = kindPart.split('=');
  const options = Object.fromEntries(rest.map((part) => part.split('=') as [string, string]));
  const times = options.times ? Number(options.times) : undefined;
  const fault = toFault(kind as FaultKind, value);
  return fault ? { method, path, fault, times: Number.isFinite(times) ? times : undefined } : undefined;
}

function toFault(kind: FaultKind, value: string | undefined): Fault | undefined {
  switch (kind) {
    case 'latency':
      return { kind, ms: Number(value ?? 2000) };
    case 'status':
      return value ? { kind, status: Number(value) } : undefined;
    case 'html':
      return { kind, status: value ? Number(value) : undefined };
    case 'timeout':
      return { kind, ms: value ? Number(value) : undefined };
    case 'code':
      return value ? { kind, code: value } : undefined;
    case 'network':
    case 'malformed':
    case 'challenge':
      return { kind };
    default:
      return undefined;
  }
}
