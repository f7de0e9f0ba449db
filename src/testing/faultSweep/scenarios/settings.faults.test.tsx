import { sweepFaults } from '@/testing/faultSweep/sweep';
import { settingsScenarios } from './settings.scenarios';

sweepFaults('settings', settingsScenarios);
