/** The fault sweep's scenarios for the approvals screens. */
import type { FaultScenario } from '@/testing/faultSweep/sweep';

export const approvalsScenarios: FaultScenario[] = [];
