import { bundleRules, packageOf, type BuildReport } from './bundleRules';

/** A build as webpack reports it, small: the rules read only these fields. */
function build(change: (report: BuildReport) => void = () => undefined): BuildReport {
  const report: BuildReport = {
    chunks: [
      { name: 'main', files: ['main.js'], initial: true, modules: ['src/main.tsx', 'src/app/pageChunks.ts', 'node_modules/react/index.js'] },
      { name: 'session', files: ['session.js'], initial: false, modules: ['src/features/session/components/LoginPage.tsx'] },
      { name: 'accounts', files: ['accounts.js'], initial: false, modules: ['src/shared/ui/DatePicker.tsx', 'node_modules/moment/moment.js'] },
      { name: 'lib-papaparse', files: ['lib-papaparse.js'], initial: false, modules: ['node_modules/papaparse/papaparse.min.js'] },
      { name: 'lib-xlsx', files: ['lib-xlsx.js'], initial: false, modules: ['node_modules/xlsx/xlsx.mjs'] },
      { name: 'lib-jspdf', files: ['lib-jspdf.js'], initial: false, modules: ['node_modules/jspdf/dist/jspdf.es.min.js'] },
      { name: 'export-plain', files: ['export-plain.js'], initial: false, modules: ['src/features/transactions/export/formats/ofx.ts'] },
      { name: 'bulk', files: ['bulk.js'], initial: false, modules: ['src/features/bulk/rules/parseBulkFile.ts'] },
      { name: 'charts', files: ['charts.js'], initial: false, modules: ['src/features/transactions/insights/MoneyCharts.tsx'] },
    ],
    chunkGroups: [
      { name: 'main', chunks: [0] },
      { name: 'session', chunks: [1] },
      { name: 'accounts', chunks: [2] },
      { name: 'bulk', chunks: [7] },
      ...['csv', 'quickbooks', 'sage', 'xero'].map((f) => ({ name: `export-${f}`, chunks: [3, 6] })),
      { name: 'export-ofx', chunks: [6] },
      { name: 'export-qif', chunks: [6] },
      { name: 'export-xlsx', chunks: [4, 6] },
      { name: 'export-pdf', chunks: [5, 6] },
      { name: 'charts', chunks: [8] },
    ],
    startup: ['src/main.tsx', 'src/app/cspNonce.ts', 'node_modules/react/jsx-runtime.js', '../main/node_modules/react/cjs/react-jsx-runtime.production.js'],
  };
  change(report);
  return report;
}

const breached = (report: BuildReport) => bundleRules(report).filter((r) => r.breaches.length > 0);

describe('what loads up front, read from the build', () => {
  it('holds for a build that keeps the heavy libraries lazy', () => {
    expect(breached(build())).toEqual([]);
  });

  it.each<[string, (report: BuildReport) => void, string]>([
    ['moment imported by something /login loads up front', (r) => r.chunks[0].modules.push('node_modules/moment/moment.js'), 'node_modules/moment/moment.js in main'],
    ['moment-timezone in the login page chunk', (r) => r.chunks[1].modules.push('node_modules/moment-timezone/index.js'), 'node_modules/moment-timezone/index.js in session'],
    ['the date picker on /login', (r) => r.chunks[1].modules.push('src/shared/ui/CalendarGrid.tsx'), 'src/shared/ui/CalendarGrid.tsx in session'],
    ['xlsx fetched with the transactions page', (r) => r.chunkGroups[2].chunks.push(4), 'node_modules/xlsx/xlsx.mjs in lib-xlsx'],
    ['the csv export bringing jspdf', (r) => r.chunkGroups[4].chunks.push(5), 'export-csv brings jspdf'],
    ['the pdf export without jspdf', (r) => (r.chunkGroups.find((g) => g.name === 'export-pdf')!.chunks = [6]), 'export-pdf lacks jspdf'],
    ['xlsx fetched with the bulk pages', (r) => r.chunkGroups[3].chunks.push(4), 'node_modules/xlsx/xlsx.mjs in lib-xlsx'],
    ['date-holidays anywhere', (r) => r.chunks[2].modules.push('node_modules/date-holidays/lib/index.js'), 'node_modules/date-holidays/lib/index.js in accounts'],
    ['React itself in the first task', (r) => r.startup.push('node_modules/react/index.js'), 'node_modules/react/index.js'],
    ['the charts drawn with the transactions page', (r) => r.chunks[2].modules.push('src/features/transactions/insights/BalanceDrawing.tsx'), 'src/features/transactions/insights/BalanceDrawing.tsx in accounts'],
    ['the charts on /login', (r) => r.chunks[0].modules.push('src/features/transactions/insights/MoneyCharts.tsx'), 'src/features/transactions/insights/MoneyCharts.tsx in main'],
    ['the accounts saga in main', (r) => r.chunks[0].modules.push('src/features/accounts/sagas.ts'), 'src/features/accounts/sagas.ts in main'],
    ['the settings slice on /login', (r) => r.chunks[1].modules.push('src/features/settings/slice.ts'), 'src/features/settings/slice.ts in session'],
    ['Formik with the login form', (r) => r.chunks[1].modules.push('node_modules/formik/dist/formik.esm.js'), 'node_modules/formik/dist/formik.esm.js in session'],
    ['yup with the login form', (r) => r.chunks[0].modules.push('node_modules/yup/index.esm.js'), 'node_modules/yup/index.esm.js in main'],
    ['axios with the login page', (r) => r.chunks[0].modules.push('node_modules/axios/lib/axios.js'), 'node_modules/axios/lib/axios.js in main'],
    ['the idle watchdog on /login', (r) => r.chunks[0].modules.push('src/features/session/sagas/watchdogs.ts'), 'src/features/session/sagas/watchdogs.ts in main'],
    ['the mail saga on /login', (r) => r.chunks[1].modules.push('src/features/mail/sagas.ts'), 'src/features/mail/sagas.ts in session'],
    ['a renamed chunk the rules read', (r) => (r.chunkGroups[1].name = 'login'), 'no chunk group named session'],
  ])('fails on %s', (_, change, breach) => {
    const failures = breached(build(change));
    expect(failures).toHaveLength(1);
    expect(failures[0].breaches).toContain(breach);
  });

  it.each([
    ['node_modules/moment/moment.js', 'moment'],
    ['node_modules/@reduxjs/toolkit/dist/index.mjs', '@reduxjs/toolkit'],
    ['node_modules/a/node_modules/b/index.js', 'a'],
    ['src/shared/lib/money.ts', undefined],
  ])('names the package of %s', (module, name) => {
    expect(packageOf(module)).toBe(name);
  });
});
