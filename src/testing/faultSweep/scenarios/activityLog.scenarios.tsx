/** The fault sweep's scenarios for the activity log: the counts, one type's list, one item. */
import { retailActivity } from '@/testing/faultSweep/moneySteps';
import type { FaultScenario } from '@/testing/faultSweep/sweep';

/** RETAIL1's membership payment: Make a Payment, Accepted. */
const membership = () => retailActivity('MEMBERSHIP 2291');

export const activityLogScenarios: FaultScenario[] = [
  { call: 'GET cz/v1/transactions/count', doing: 'opening the activity log', faultPath: 'cz/v1/transactions/count', start: '/settings/activity-log', onOpen: true },
  {
    call: 'GET cz/v1/transactions',
    doing: "opening one type's activity",
    faultPath: 'cz/v1/transactions',
    get start() {
      return `/settings/activity-log/type/${membership().taskCode}`;
    },
    onOpen: true,
  },
  {
    call: 'GET v1/transactions/{transactionId}',
    doing: 'opening one activity',
    get faultPath() {
      return `v1/transactions/${membership().id}`;
    },
    get start() {
      return `/settings/activity-log/log/${membership().id}`;
    },
    onOpen: true,
  },
];
