import { sweepFaults } from '@/testing/faultSweep/sweep';
import { bulkScenarios } from './bulk.scenarios';

sweepFaults('bulk', bulkScenarios);
