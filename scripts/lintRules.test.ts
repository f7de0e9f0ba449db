/**
 * The import rules live in eslint.config.js (issue 28: rules that tooling can hold are not source-reading
 * tests). This holds the config to them: a deliberate wrong import fails lint, by alias or relative path.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..');
// The config is given as a value: ESLint's own loader imports it with import(), which jest's VM does not allow.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: require('../eslint.config.js') });

/** The rule ids lint reports for `code` as if it were the file at `file` (relative to the root). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    ['a feature importing another by alias', 'src/features/accounts/probe.ts', "import { paymentsSlice } from '@/features/payments/slice';"],
    ['a feature importing another by a relative path', 'src/features/accounts/probe.ts', "import { paymentsSlice } from '../payments/slice';"],
    ['a feature component reaching up and across', 'src/features/accounts/components/probe.ts', "import { paymentsSlice } from '../../payments/slice';"],
    ['a feature importing the app', 'src/features/accounts/probe.ts', "import { rootReducer } from '../../app/rootReducer';"],
    ['shared importing a feature', 'src/shared/lib/probe.ts', "import { paymentsSlice } from '../../features/payments/slice';"],
    ['shared importing the app', 'src/shared/ui/probe.ts', "import { rootReducer } from '@/app/rootReducer';"],
  ])('refuses %s', async (_, file, code) => {
    expect(await ruleIds(file, `${code}\nexport const used = paymentsSlice ?? rootReducer;\n`)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a feature importing shared', 'src/features/accounts/probe.ts', "import { selectLazySlice } from '@/shared/state/selectLazySlice';\nexport const used = selectLazySlice;"],
    ['a feature importing itself', 'src/features/payments/components/probe.ts', "import { paymentsSlice } from '../slice';\nexport const used = paymentsSlice;"],
    ['the app importing a feature', 'src/app/probe.ts', "import { paymentsSlice } from '../features/payments/slice';\nexport const used = paymentsSlice;"],
  ])('allows %s', async (_, file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // selectLazySlice.ts exists and imports nothing; a probe beside it that it would import closes no cycle,
    // so the cycle is made with a real module that the probe's own path is imported by: rootReducer → a slice.
    const ids = await ruleIds('src/features/session/slice.ts', "import { rootReducer } from '@/app/rootReducer';\nexport const used = rootReducer;");
    expect(ids).toContain('import-x/no-cycle');
  });
});
