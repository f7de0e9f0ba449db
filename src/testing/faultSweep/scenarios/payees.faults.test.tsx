import { sweepFaults } from '@/testing/faultSweep/sweep';
import { payeesScenarios } from './payees.scenarios';

sweepFaults('payees', payeesScenarios);
