import { sweepFaults } from '@/testing/faultSweep/sweep';
import { upcomingScenarios } from './upcoming.scenarios';

sweepFaults('upcoming', upcomingScenarios);
