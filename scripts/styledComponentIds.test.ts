import path from 'node:path';
import ts from 'typescript';
import { componentIdOf, styledComponentIds } from './styledComponentIds';

const root = '/project';

/** What the transformer makes of a file's source, as webpack's loader would emit it. */
function transform(source: string, file = 'src/features/x/Thing.tsx'): string {
  return ts.transpileModule(source, {
    fileName: path.join(root, file),
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    transformers: { before: [styledComponentIds({ root })] },
  }).outputText;
}

const idsIn = (output: string) => [...output.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);

describe('styledComponentIds', () => {
  it.each([
    ['an element', 'styled.div`color: red;`', 'styled.div.withConfig({ componentId: "ID" })`'],
    ['a component', 'styled(Link)`color: red;`', 'styled(Link).withConfig({ componentId: "ID" })`'],
    ['attrs and a type', "styled.input.attrs({ type: 'text' })<{ $wide: boolean }>`width: 1px;`", 'styled.input.attrs({ type: \'text\' }).withConfig({ componentId: "ID" })`'],
    ['a config already given', 'styled.div.withConfig({ shouldForwardProp: () => true })`a: b;`', 'styled.div.withConfig({ shouldForwardProp: () => true }).withConfig({ componentId: "ID" })`'],
  ])('fixes the id of %s, keeping what the tag had', (_kind, tagged, expected) => {
    const output = transform(`import styled from 'styled-components';\nexport const A = ${tagged};`);
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    expect(squeeze(output)).toContain(squeeze(expected.replace('ID', componentIdOf('src/features/x/Thing.tsx', 0))));
  });

  it('numbers the components in the order of the file, the same on every build', () => {
    const source = "import styled from 'styled-components';\nconst A = styled.div`a: b;`;\nconst B = styled.span`c: d;`;";
    const ids = idsIn(transform(source));
    expect(ids).toEqual([componentIdOf('src/features/x/Thing.tsx', 0), componentIdOf('src/features/x/Thing.tsx', 1)]);
    expect(idsIn(transform(source))).toEqual(ids);
    expect(new Set(ids).size).toBe(2);
  });

  it('gives another file other ids, each a valid class name', () => {
    const source = "import styled from 'styled-components';\nconst A = styled.div`a: b;`;";
    const [here] = idsIn(transform(source, 'src/a/One.tsx'));
    const [there] = idsIn(transform(source, 'src/a/Two.tsx'));
    expect(here).not.toBe(there);
    expect(here).toMatch(/^[a-z][a-z0-9]{6}$/);
  });

  it.each([
    ['css and keyframes (their names hash their rules)', "import styled, { css } from 'styled-components';\nconst a = css`a: b;`;"],
    ['a file that does not import styled-components', 'const styled = { div: (s: TemplateStringsArray) => s };\nconst A = styled.div`a: b;`;'],
    ['another tag', "import styled from 'styled-components';\nconst html = (s: TemplateStringsArray) => s;\nconst a = html`<b></b>`;"],
  ])('leaves alone %s', (_kind, source) => {
    expect(transform(source)).not.toContain('withConfig');
  });

  it("gives every styled component of the app's own source an id of its own", () => {
    const files = ts.sys.readDirectory(path.resolve(__dirname, '../src'), ['.ts', '.tsx']).filter((file) => !/\.(test\.tsx?|d\.ts)$/.test(file));
    const ids = files.flatMap((file) => idsIn(transform(ts.sys.readFile(file) ?? '', path.relative(path.resolve(__dirname, '..'), file))));
    expect(ids.length).toBeGreaterThan(200);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
