/** The fault sweep's scenarios for the accountServices screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const accountServicesScenarios: FaultScenario[] = [];
