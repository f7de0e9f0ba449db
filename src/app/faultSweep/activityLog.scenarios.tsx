/** The fault sweep's scenarios for the activityLog screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const activityLogScenarios: FaultScenario[] = [];
