/** The fault sweep's scenarios for the mail screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const mailScenarios: FaultScenario[] = [];
