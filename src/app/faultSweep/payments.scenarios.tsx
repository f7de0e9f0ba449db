/** The fault sweep's scenarios for the payments screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const paymentsScenarios: FaultScenario[] = [];
