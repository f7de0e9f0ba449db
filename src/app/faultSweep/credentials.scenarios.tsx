/** The fault sweep's scenarios for the credentials screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const credentialsScenarios: FaultScenario[] = [];
