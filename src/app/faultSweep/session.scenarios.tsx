/** The fault sweep's scenarios for the session screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const sessionScenarios: FaultScenario[] = [];
