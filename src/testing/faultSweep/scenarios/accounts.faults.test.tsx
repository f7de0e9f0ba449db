import { sweepFaults } from '@/testing/faultSweep/sweep';
import { accountsScenarios } from './accounts.scenarios';

sweepFaults('accounts', accountsScenarios);
