import { sweepFaults } from '@/testing/faultSweep/sweep';
import { approvalsScenarios } from './approvals.scenarios';

sweepFaults('approvals', approvalsScenarios);
