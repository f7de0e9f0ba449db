/** The fault sweep's scenarios for the bulk screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const bulkScenarios: FaultScenario[] = [];
