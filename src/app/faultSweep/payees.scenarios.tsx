/** The fault sweep's scenarios for the payees screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const payeesScenarios: FaultScenario[] = [];
