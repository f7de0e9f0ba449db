/** The fault sweep's scenarios for the accounts screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const accountsScenarios: FaultScenario[] = [
  { call: 'GET v1/accounts', doing: 'opening the accounts overview', faultPath: 'v1/accounts', start: '/accounts', onOpen: true },
];
