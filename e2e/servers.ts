/**
 * Where the servers under test listen. globalSetup writes this file; journeys read it (jest's
 * globalSetup cannot hand values to test files any other way that survives worker processes).
 */
import fs from 'node:fs';
import path from 'node:path';

export type Servers = {
  /** webpack-dev-server with the fake bank (`npm start`). */
  dev: string;
  /** dist/ behind the production headers with the fake bank (`npm run serve`). */
  prod: string;
  /** dist-stock/ (built for a stock OBDX) with the fake bank in its stock-OBDX mode (`npm run serve:stock`). */
  stock: string;
  /** Process groups globalSetup started (none for the servers E2E_DEV_URL/E2E_PROD_URL/E2E_STOCK_URL named). */
  pids: number[];
};

export const ARTIFACTS = path.resolve(__dirname, '.artifacts');
const FILE = path.join(ARTIFACTS, 'servers.json');

export function writeServers(servers: Servers): void {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify(servers, null, 2));
}

export function readServers(): Servers {
  return JSON.parse(fs.readFileSync(FILE, 'utf8')) as Servers;
}
