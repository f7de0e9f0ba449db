/**
 * Key paths into a JSON answer, in the one spelling the answer shapes and the contract tests share: keys joined by
 * '.', and '[]' after a key whose value is an array, meaning every item of it ('accounts[].partyId.value').
 */
export type KeyPath = string;
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function stepsOf(path: KeyPath): string[] {
  return path
    .split('.')
    .flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]))
    .filter((step) => step !== '');
}

/** Every object the path reaches: '' is the answer itself, 'accounts[]' each item of accounts. */
export function objectsAt(json: unknown, path: KeyPath): Json[] {
  let nodes: unknown[] = [json];
  for (const step of stepsOf(path)) {
    nodes = step === '[]'
      ? nodes.flatMap((node) => (Array.isArray(node) ? node : []))
      : nodes.flatMap((node) => (isObject(node) && Object.hasOwn(node, step) ? [node[step]] : []));
  }
  return nodes.filter(isObject);
}

/** Removes the path's last key from every object its parent path reaches (in place). */
export function dropKey(json: unknown, path: KeyPath): void {
  const dot = path.lastIndexOf('.');
  const parent = dot < 0 ? '' : path.slice(0, dot);
  const key = path.slice(dot + 1);
  for (const object of objectsAt(json, parent)) delete object[key];
}

/** A copy without the keys whose value is null: a stock OBDX leaves an empty field out rather than send null. */
export function withoutNulls(object: Json): Json {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== null));
}

/** Items of an array-valued key that are objects (anything else in the array is not an answer's item). */
export const itemsOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
