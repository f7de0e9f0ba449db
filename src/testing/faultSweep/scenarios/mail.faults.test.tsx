import { sweepFaults } from '@/testing/faultSweep/sweep';
import { mailScenarios } from './mail.scenarios';

sweepFaults('mail', mailScenarios);
