import { sweepFaults } from '@/testing/faultSweep/sweep';
import { accountServicesScenarios } from './accountServices.scenarios';

sweepFaults('accountServices', accountServicesScenarios);
