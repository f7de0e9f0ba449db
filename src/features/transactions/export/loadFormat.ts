/**
 * The export builders, each fetched only when the customer asks for that format: papaparse, xlsx
 * and jspdf are heavy (STACK.md), so only the format modules import them, and only through these
 * `import()` calls does anything reach a format module. Webpack names each chunk; a library two
 * formats share (papaparse) lands in a shared lazy chunk of its own.
 */
import type { ExportAccount, ExportFile, ExportFormat, ExportPeriod, Transaction } from '../types';
import type { BalanceChartBlock } from './balanceChartBlock';

/** What a format may add beside the rows; the others ignore it. */
export interface BuildOptions {
  /** The PDF's "Balance history" block (issue 30), when the customer asked for it. */
  balanceChart?: BalanceChartBlock;
}

/** Every format's builder has this shape: rows oldest first, `now` for any "produced at" stamp. */
export type Builder = (rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, now: Date, options?: BuildOptions) => ExportFile;

const LOADERS: Readonly<Record<ExportFormat, () => Promise<Builder>>> = {
  csv: () => import(/* webpackChunkName: "export-csv" */ './formats/csv').then((m) => m.buildCsv),
  quickbooks: () => import(/* webpackChunkName: "export-quickbooks" */ './formats/quickbooks').then((m) => m.buildQuickbooks),
  sage: () => import(/* webpackChunkName: "export-sage" */ './formats/sage').then((m) => m.buildSage),
  xero: () => import(/* webpackChunkName: "export-xero" */ './formats/xero').then((m) => m.buildXero),
  ofx: () => import(/* webpackChunkName: "export-ofx" */ './formats/ofx').then((m) => m.buildOfx),
  qif: () => import(/* webpackChunkName: "export-qif" */ './formats/qif').then((m) => m.buildQif),
  xlsx: () => import(/* webpackChunkName: "export-xlsx" */ './formats/xlsx').then((m) => m.buildXlsx),
  pdf: () => import(/* webpackChunkName: "export-pdf" */ './formats/pdf').then((m) => m.buildPdf),
};

/** The builder for `format`, downloading its code (and library) the first time. */
export async function loadFormat(format: ExportFormat): Promise<Builder> {
  const load = LOADERS[format];
  if (!load) throw new Error(`Unknown export format: ${String(format)}`);
  return load();
}
