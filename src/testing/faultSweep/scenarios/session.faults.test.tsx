import { sweepFaults } from '@/testing/faultSweep/sweep';
import { sessionScenarios } from './session.scenarios';

sweepFaults('session', sessionScenarios);
