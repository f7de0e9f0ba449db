import { sweepFaults } from '@/testing/faultSweep/sweep';
import { paymentsScenarios } from './payments.scenarios';

sweepFaults('payments', paymentsScenarios);
