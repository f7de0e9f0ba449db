/** The fault sweep's scenarios for the upcoming screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const upcomingScenarios: FaultScenario[] = [];
