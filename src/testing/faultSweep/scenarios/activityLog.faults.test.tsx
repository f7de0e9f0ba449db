import { sweepFaults } from '@/testing/faultSweep/sweep';
import { activityLogScenarios } from './activityLog.scenarios';

sweepFaults('activityLog', activityLogScenarios);
