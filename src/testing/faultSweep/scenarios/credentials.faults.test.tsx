import { sweepFaults } from '@/testing/faultSweep/sweep';
import { credentialsScenarios } from './credentials.scenarios';

sweepFaults('credentials', credentialsScenarios);
