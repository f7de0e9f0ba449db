import { sweepFaults } from '@/testing/faultSweep/sweep';
import { transactionsScenarios } from './transactions.scenarios';

sweepFaults('transactions', transactionsScenarios);
