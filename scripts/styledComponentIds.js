/**
 * A TypeScript transformer (ts-loader's `getCustomTransformers`) that gives every styled component a fixed
 * componentId, as babel-plugin-styled-components does for server rendering.
 *
 * Why: without one, styled-components numbers its components in the order their modules run, and the class
 * names hash that number. The prerendered pages (scripts/prerender.ts) are rendered by a Node build that runs
 * the modules in another order than the browser does (which itself varies: the demo panel's chunk may arrive
 * before or after the login page's), so the classes in the prerendered HTML would not be the browser's, and
 * hydration would keep elements styled by the wrong rules. The id here is a hash of the file's path (from the
 * project's root) and the component's place in the file: the same in every build, whatever runs first.
 *
 * Only `styled…` tagged templates whose root is the file's default import from 'styled-components' are
 * touched: `styled.div```, `styled(Link)```, `styled.input.attrs(…)<P>```. The tag becomes
 * `tag.withConfig({ componentId })`, which keeps any attrs or config already given.
 */
const path = require('node:path');
const ts = require('typescript');

/** FNV-1a, 32 bits: small, and spread well enough for a few hundred names. */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The id of the `index`th styled component of a file. A letter first (a CSS class may not start with a
 * digit), then six base-36 digits: short, as each costs bytes on every page that has the component.
 */
function componentIdOf(relativePath, index) {
  const digits = fnv1a(`${relativePath.split(path.sep).join('/')}#${index}`).toString(36).padStart(7, '0').slice(-6);
  return `s${digits}`;
}

/** The local name a file gives styled-components' default export, if it imports it. */
function styledImportName(sourceFile) {
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== 'styled-components') continue;
    const name = statement.importClause?.name;
    if (name) return name.text;
  }
  return undefined;
}

/** The identifier a tag's chain of calls and property reads starts from: `styled` in `styled(X).attrs(…)`. */
function rootOf(expression) {
  let node = expression;
  while (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) node = node.expression;
  return ts.isIdentifier(node) ? node.text : undefined;
}

/** Ids handed out in this process, with the place each came from: two places sharing one is a build error. */
const given = new Map();

/** @param {{ root: string }} options the project's root, which ids are made relative to */
function styledComponentIds({ root }) {
  return (context) => (sourceFile) => {
    const styled = styledImportName(sourceFile);
    if (!styled) return sourceFile;
    const relativePath = path.relative(root, sourceFile.fileName);
    const { factory } = context;
    let index = 0;
    const visit = (node) => {
      // Children first: a styled component inside another's interpolation keeps its own place.
      const visited = ts.visitEachChild(node, visit, context);
      if (!ts.isTaggedTemplateExpression(visited) || rootOf(visited.tag) !== styled) return visited;
      const componentId = componentIdOf(relativePath, index);
      const place = `${relativePath}#${index}`;
      index += 1;
      const earlier = given.get(componentId);
      if (earlier && earlier !== place) throw new Error(`styledComponentIds: ${place} and ${earlier} hash to the same id ${componentId}`);
      given.set(componentId, place);
      const config = factory.createObjectLiteralExpression([factory.createPropertyAssignment('componentId', factory.createStringLiteral(componentId))]);
      const tag = factory.createCallExpression(factory.createPropertyAccessExpression(visited.tag, 'withConfig'), undefined, [config]);
      return factory.updateTaggedTemplateExpression(visited, tag, visited.typeArguments, visited.template);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

module.exports = { styledComponentIds, componentIdOf };
