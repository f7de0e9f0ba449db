/**
 * The shape of a JSON answer, and how two shapes differ: what the contract tests hold the stock mode's answers to
 * against the real OBDX samples. A shape is every key path (as handlers/answerShape/keyPaths.ts spells them:
 * 'accounts[].id.value') with the value types seen there; an array's items are taken together, so a path is in
 * the shape when any item has it.
 * Values themselves are not compared: a sample's data is another bank's.
 */
export type ValueType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';
export type Shape = Readonly<Record<string, readonly ValueType[]>>;

export interface ShapeDifference {
  /** In the sample, not in the answer. */
  missing: string[];
  /** In the answer, not in the sample. */
  extra: string[];
  /** In both, where the answer has a value type the sample never has there. */
  mistyped: { path: string; sample: readonly ValueType[]; answer: readonly ValueType[] }[];
}

function typeOf(value: unknown): ValueType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'object';
}

export function shapeOf(json: unknown): Shape {
  const seen = new Map<string, Set<ValueType>>();
  const visit = (value: unknown, path: string) => {
    if (path) seen.set(path, (seen.get(path) ?? new Set()).add(typeOf(value)));
    if (Array.isArray(value)) for (const item of value) visit(item, `${path}[]`);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(json, '');
  return Object.fromEntries([...seen].map(([path, types]) => [path, [...types].sort()]));
}

export function compareShapes(sample: unknown, answer: unknown): ShapeDifference {
  const expected = shapeOf(sample);
  const actual = shapeOf(answer);
  const paths = (shape: Shape) => Object.keys(shape).sort();
  return {
    missing: paths(expected).filter((path) => !Object.hasOwn(actual, path)),
    extra: paths(actual).filter((path) => !Object.hasOwn(expected, path)),
    mistyped: paths(actual)
      .filter((path) => Object.hasOwn(expected, path) && actual[path].some((type) => !expected[path].includes(type)))
      .map((path) => ({ path, sample: expected[path], answer: actual[path] })),
  };
}
