/**
 * @jest-environment node
 */
/**
 * docs/digx-api.md "Every call the app makes" keeps up with the code: every /digx request the app's
 * source builds has a row (method and path), and every row is a request the source still builds.
 *
 * A request is an object literal with a `method` and a `path` (callDigx, DigxClient.request) or a
 * `url` (the nonce call inside digxClient.ts), in a file the production build bundles: src/main.tsx
 * and everything it imports, statically, with import() or as a worker. Its path is worked out from
 * the source without running it: string and template literals, constants, object maps
 * (`BOOK_PATHS[kind]`, `SETTINGS_PATHS.me`), small path helpers (`mailPath(id)`, `withId(path, id)`)
 * and `a ? b : c`, in the same file or imported from another. Whatever only the running app
 * knows (an id, `order.path`, `action`) is a placeholder, written `{…}` in the doc: the doc's
 * `{id}` and the code's `${encodeURIComponent(id)}` both become `{}` before they are compared.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'src');
const DOC = path.join(ROOT, 'docs', 'digx-api.md');
const SECTION = '## Every call the app makes';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** A part of a path only the running app knows. */
const HOLE = '\u0000';
/** Guards the evaluator against cycles and combinatorial blow-up. */
const MAX_DEPTH = 25;
const MAX_VALUES = 64;

interface Call {
  /** undefined: the method is chosen at run time (any documented method will do). */
  method: string | undefined;
  /** Canonical: relative to /digx, placeholders as `{}`. */
  path: string;
  at: string;
}

interface DocRow {
  methods: string[];
  path: string;
  line: string;
}

// ---------------------------------------------------------------- the source

type Env = ReadonlyMap<ts.ParameterDeclaration, string[]>;

class SourceScanner {
  private readonly files = new Map<string, ts.SourceFile>();

  /** `text` stands in for the file on disk (the self-test's made-up file). */
  parse(file: string, text?: string): ts.SourceFile {
    let source = this.files.get(file);
    if (!source) {
      const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      source = ts.createSourceFile(file, text ?? fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
      this.files.set(file, source);
    }
    return source;
  }

  /** Every request object literal in one file, with each method and path it can have. */
  calls(source: ts.SourceFile): Call[] {
    const found: Call[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) found.push(...this.callsOf(node, source));
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  private callsOf(literal: ts.ObjectLiteralExpression, source: ts.SourceFile): Call[] {
    const method = propertyOf(literal, 'method');
    const target = propertyOf(literal, 'path') ?? propertyOf(literal, 'url');
    if (!method || !target) return [];
    const rawMethods = this.valuesOfProperty(method, new Map(), 0);
    const verbs = unique(rawMethods.filter((m) => METHODS.includes(m)));
    // '*' and the like (the demo panel's fault form) are not requests; a method only known at run time is.
    const methods: (string | undefined)[] = verbs.length ? verbs : rawMethods.some((m) => m.includes(HOLE)) ? [undefined] : [];
    const paths = unique(this.valuesOfProperty(target, new Map(), 0).map(canonicalPath)).filter((p) => p.replace(/\{\}|\//g, '') !== '');
    const { line } = source.getLineAndCharacterOfPosition(literal.getStart(source));
    const at = `${path.relative(ROOT, source.fileName)}:${line + 1}`;
    return methods.flatMap((m) => paths.map((p) => ({ method: m, path: p, at })));
  }

  private valuesOfProperty(property: ts.ObjectLiteralElementLike, env: Env, depth: number): string[] {
    if (ts.isPropertyAssignment(property)) return this.evaluate(property.initializer, env, depth);
    if (ts.isShorthandPropertyAssignment(property)) return this.evaluate(property.name, env, depth);
    return [HOLE];
  }

  /** Every string `node` can be, HOLE standing for what only the running app knows. */
  evaluate(node: ts.Expression, env: Env, depth: number): string[] {
    if (depth > MAX_DEPTH) return [HOLE];
    const expr = unwrap(node);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isTemplateExpression(expr)) {
      let values = [expr.head.text];
      for (const span of expr.templateSpans) {
        const parts = this.evaluate(span.expression, env, depth + 1);
        values = values.flatMap((start) => parts.map((part) => start + part + span.literal.text)).slice(0, MAX_VALUES);
      }
      return values;
    }
    if (ts.isConditionalExpression(expr)) return [...this.evaluate(expr.whenTrue, env, depth + 1), ...this.evaluate(expr.whenFalse, env, depth + 1)];
    if (ts.isBinaryExpression(expr) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expr.operatorToken.kind)) {
      return [...this.evaluate(expr.left, env, depth + 1), ...this.evaluate(expr.right, env, depth + 1)];
    }
    if (ts.isIdentifier(expr)) {
      const found = this.declarationOf(expr);
      if (!found) return [HOLE];
      if (ts.isParameter(found)) return env.get(found) ?? [HOLE];
      if (ts.isVariableDeclaration(found) && found.initializer && ts.isIdentifier(found.name)) return this.evaluate(found.initializer, env, depth + 1);
      return [HOLE];
    }
    if (ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr)) {
      const object = this.objectLiteralOf(expr.expression);
      if (!object) return [HOLE];
      const key = ts.isPropertyAccessExpression(expr) ? expr.name.text : keyOf(expr.argumentExpression);
      const properties = object.properties.filter((p) => key === undefined || (p.name && nameOf(p.name) === key));
      return properties.length ? properties.flatMap((p) => this.valuesOfProperty(p, env, depth + 1)) : [HOLE];
    }
    if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
      const fn = this.functionOf(expr.expression);
      const body = fn && returnedExpression(fn);
      if (!fn || !body) return [HOLE];
      const bound = new Map(env);
      fn.parameters.forEach((parameter, i) => {
        const argument = expr.arguments[i];
        bound.set(parameter, argument ? this.evaluate(argument, env, depth + 1) : [HOLE]);
      });
      return this.evaluate(body, bound, depth + 1);
    }
    return [HOLE];
  }

  private objectLiteralOf(node: ts.Expression): ts.ObjectLiteralExpression | undefined {
    const expr = unwrap(node);
    if (ts.isObjectLiteralExpression(expr)) return expr;
    if (!ts.isIdentifier(expr)) return undefined;
    const found = this.declarationOf(expr);
    const init = found && ts.isVariableDeclaration(found) && found.initializer ? unwrap(found.initializer) : undefined;
    return init && ts.isObjectLiteralExpression(init) ? init : undefined;
  }

  private functionOf(name: ts.Identifier): ts.SignatureDeclaration | undefined {
    const found = this.declarationOf(name);
    if (!found) return undefined;
    if (ts.isFunctionDeclaration(found)) return found;
    const init = ts.isVariableDeclaration(found) && found.initializer ? unwrap(found.initializer) : undefined;
    return init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? init : undefined;
  }

  /** The declaration `name` refers to: a parameter, a variable or a function, here or in an imported file. */
  private declarationOf(name: ts.Identifier): ts.Node | undefined {
    const text = name.text;
    for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope)) {
        for (const parameter of scope.parameters) if (bindsName(parameter.name, text)) return parameter;
      }
      const statements = (scope as { statements?: ts.NodeArray<ts.Statement> }).statements;
      if (!statements) continue;
      for (const statement of statements) {
        const found = this.declaredIn(statement, text);
        if (found) return found;
      }
    }
    return undefined;
  }

  private declaredIn(statement: ts.Statement, text: string): ts.Node | undefined {
    if (ts.isVariableStatement(statement)) {
      // A destructured name ({ data } = …) is a run-time value: the declaration is found, its value is a hole.
      return statement.declarationList.declarations.find((d) => bindsName(d.name, text));
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === text) return statement;
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const named = statement.importClause?.namedBindings;
      if (!named || !ts.isNamedImports(named)) return undefined;
      const element = named.elements.find((e) => e.name.text === text);
      if (!element) return undefined;
      const file = resolveModule(statement.moduleSpecifier.text, statement.getSourceFile().fileName);
      if (!file) return undefined;
      const exported = (element.propertyName ?? element.name).text;
      for (const top of this.parse(file).statements) {
        const exportedHere = ts.canHaveModifiers(top) && ts.getModifiers(top)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        const found = exportedHere ? this.declaredIn(top, exported) : undefined;
        if (found) return found;
      }
    }
    return undefined;
  }
}

function unwrap(node: ts.Expression): ts.Expression {
  let expr = node;
  while (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isNonNullExpression(expr) || ts.isTypeAssertionExpression(expr)) {
    expr = expr.expression;
  }
  return expr;
}

function propertyOf(literal: ts.ObjectLiteralExpression, name: string): ts.ObjectLiteralElementLike | undefined {
  return literal.properties.find((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && nameOf(p.name) === name);
}

function nameOf(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

/** A literal key picks one property; anything else (`BOOK_PATHS[kind]`) may be any of them. */
function keyOf(argument: ts.Expression): string | undefined {
  const expr = unwrap(argument);
  return ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) ? expr.text : undefined;
}

function bindsName(name: ts.BindingName, text: string): boolean {
  if (ts.isIdentifier(name)) return name.text === text;
  return name.elements.some((element) => !ts.isOmittedExpression(element) && bindsName(element.name, text));
}

/** A helper's result: its expression body, or the last statement's `return`. */
function returnedExpression(fn: ts.SignatureDeclaration): ts.Expression | undefined {
  const body = (fn as ts.FunctionLikeDeclaration).body;
  if (!body) return undefined;
  if (!ts.isBlock(body)) return body;
  const last = body.statements[body.statements.length - 1];
  return last && ts.isReturnStatement(last) ? last.expression : undefined;
}

/** A module of the app's own (`@/…` or relative) as a file; packages and `@mocks/…` are not followed. */
function resolveModule(specifier: string, from: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** Relative to /digx, query left off, every placeholder as `{}`. */
function canonicalPath(raw: string): string {
  return raw
    .split('?')[0]
    .replace(/^\/+/, '')
    .replace(new RegExp(`${HOLE}+`, 'g'), '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/(\{\})+/g, '{}');
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** The modules one file loads: imports and re-exports (not type-only ones), import(), and `new URL('./x', import.meta.url)` workers. */
function moduleSpecifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' && node.arguments?.[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What webpack bundles from the entry (webpack.config.js: ./src/main.tsx): tests and test helpers never are. */
function productionFiles(scanner: SourceScanner): string[] {
  const seen = new Set<string>();
  const queue = [path.join(SRC, 'main.tsx')];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of moduleSpecifiers(scanner.parse(file))) {
      const target = resolveModule(specifier, file);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

function codeCalls(): { files: string[]; calls: Call[] } {
  const scanner = new SourceScanner();
  const files = productionFiles(scanner);
  return { files, calls: files.flatMap((file) => scanner.calls(scanner.parse(file))) };
}

// ---------------------------------------------------------------- the doc

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function docRows(markdown: string): DocRow[] {
  const start = markdown.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`docs/digx-api.md has no "${SECTION}" section`);
  const rest = markdown.slice(start + SECTION.length + 2);
  const end = rest.search(/\n## /);
  const lines = (end < 0 ? rest : rest.slice(0, end)).split('\n');
  // The section's table whose header names both a method and a path column.
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim().startsWith('|')) continue;
    const header = cellsOf(lines[i]).map((cell) => cell.toLowerCase());
    const methodColumn = header.indexOf('method');
    const pathColumn = header.indexOf('path');
    if (methodColumn < 0 || pathColumn < 0) continue;
    const rows: DocRow[] = [];
    for (let j = i + 2; j < lines.length && lines[j].trim().startsWith('|'); j++) {
      const cells = cellsOf(lines[j]);
      const code = /`([^`]+)`/.exec(cells[pathColumn] ?? '');
      if (!code) throw new Error(`A row of "${SECTION}" has no path in backticks: ${lines[j]}`);
      rows.push({ methods: unique(cells[methodColumn].match(/\b(GET|POST|PUT|PATCH|DELETE)\b/g) ?? []), path: canonicalPath(code[1]), line: lines[j] });
    }
    return rows;
  }
  throw new Error(`"${SECTION}" has no table with a method and a path column`);
}

const documents = (rows: DocRow[], call: Pick<Call, 'method' | 'path'>) =>
  rows.some((row) => row.path === call.path && (call.method === undefined || row.methods.includes(call.method)));

const describeCall = (call: Call) => `${call.method ?? '(method chosen at run time)'} ${call.path}  (${call.at})`;

// ---------------------------------------------------------------- the checks

describe('docs/digx-api.md "Every call the app makes"', () => {
  const rows = docRows(fs.readFileSync(DOC, 'utf8'));
  const { files, calls } = codeCalls();

  it('finds the calls it is meant to check (the scanner still understands the code)', () => {
    // A handful that go through constants, maps, helpers and a conditional: if the scanner stops seeing
    // them, the check below would pass vacuously.
    const seen = new Set(calls.map((c) => `${c.method} ${c.path}`));
    for (const expected of [
      // The bank profile chooses the nonce call's method (nonceMethod) at run time.
      'undefined v1/session/nonce',
      'POST j_security_check',
      'GET cz/v1/chequebookRequest/prepare',
      'PUT v1/actionSubscriptions/{}',
      'POST v1/mailbox/mails/{}/replyMail',
      'PATCH cz/v1/payments/instructions/cancellation/{}',
      'GET cz/v1/accounts/{}/statements/{}',
      'GET cz/v1/transactions/count',
    ]) {
      expect(seen).toContain(expected);
    }
    expect(calls.length).toBeGreaterThan(60);
    // The bundle's files, lazy areas included, and nothing that only tests load.
    const relative = files.map((file) => path.relative(ROOT, file));
    expect(relative).toEqual(expect.arrayContaining(['src/shared/api/digxClient.ts', 'src/features/bulk/api.ts', 'src/demo/bankControl.ts']));
    expect(relative.filter((file) => /\.test\.tsx?$|^src\/testing\//.test(file))).toEqual([]);
  });

  it('lists every /digx call the source makes', () => {
    const missing = calls.filter((call) => !documents(rows, call)).map(describeCall);
    expect(unique(missing)).toEqual([]);
  });

  it('lists no call the source no longer makes', () => {
    const stale = rows.filter((row) => !calls.some((call) => call.path === row.path && (call.method === undefined || row.methods.includes(call.method))));
    expect(stale.map((row) => row.line)).toEqual([]);
  });

  it('every row names at least one method', () => {
    expect(rows.filter((row) => row.methods.length === 0).map((row) => row.line)).toEqual([]);
  });

  it('would fail for a new call without a row', () => {
    const scanner = new SourceScanner();
    const probe = scanner.parse(
      path.join(SRC, 'features', 'probe', 'api.ts'),
      [
        "const PROBE_PATHS = { one: 'cz/v1/probe' } as const;",
        'const withId = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;',
        'export function* removeProbe(id: string) {',
        "  yield call(callDigx, { method: 'DELETE', path: withId(PROBE_PATHS.one, id) });",
        "  yield call(callDigx, { method: 'GET', path: 'v1/me' });",
        '}',
      ].join('\n'),
    );
    const found = scanner.calls(probe);
    expect(found.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE cz/v1/probe/{}', 'GET v1/me']);
    expect(found.filter((call) => !documents(rows, call)).map((c) => c.path)).toEqual(['cz/v1/probe/{}']);
  });
});
