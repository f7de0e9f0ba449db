/** The fault sweep's scenarios for the transactions screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const transactionsScenarios: FaultScenario[] = [];
