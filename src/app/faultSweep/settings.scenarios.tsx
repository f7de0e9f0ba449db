/** The fault sweep's scenarios for the settings screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const settingsScenarios: FaultScenario[] = [];
