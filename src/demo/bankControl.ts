/**
 * The fake bank's QA switches (/__bank/, demo mode only). The shapes mirror
 * mocks/digx/bank/faults.ts; the app never imports the fake bank itself.
 */
export interface FaultRuleView {
  method?: string;
  path: string;
  fault: { kind: string; [key: string]: unknown };
  times?: number;
}

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/__bank/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(json.error ?? `The fake bank answered ${response.status}`);
  return json;
}

export const listFaults = () => send<{ kinds: string[]; faults: FaultRuleView[] }>('GET', 'faults');
/** `spec` is the query-string form: METHOD:path:kind[=value][:times=N]. */
export const addFault = (spec: string) => send<{ faults: FaultRuleView[] }>('POST', 'faults', { spec });
export const clearFaults = () => send<{ faults: FaultRuleView[] }>('DELETE', 'faults');
export const resetBank = () => send<{ reset: boolean }>('POST', 'reset');

/** Hostile texts on or off (the bank reseeds): README "Hostile texts". */
export const setHostile = (on: boolean) => send<{ hostile: boolean }>('POST', 'hostile', { on });
export const getHostile = () => send<{ hostile: boolean }>('GET', 'hostile');

/** `?digxHostile=on` (or off): whether to switch the bank's hostile texts before the app calls it; undefined when not asked. */
export function hostileFromQuery(search: string): boolean | undefined {
  const value = new URLSearchParams(search).get('digxHostile');
  if (value === null) return undefined;
  return /^(1|true|on|yes|)$/i.test(value.trim());
}

/** `?digxFault=GET:v1/me:status=500` (repeatable) arms faults before the app calls the bank. */
export function faultSpecsFromQuery(search: string): string[] {
  return new URLSearchParams(search).getAll('digxFault').filter((spec) => spec.trim() !== '');
}
