/** Every area's fault-sweep scenarios, for the coverage check. */
import { accountServicesScenarios } from './accountServices.scenarios';
import { accountsScenarios } from './accounts.scenarios';
import { activityLogScenarios } from './activityLog.scenarios';
import { approvalsScenarios } from './approvals.scenarios';
import { bulkScenarios } from './bulk.scenarios';
import { credentialsScenarios } from './credentials.scenarios';
import { mailScenarios } from './mail.scenarios';
import { payeesScenarios } from './payees.scenarios';
import { paymentsScenarios } from './payments.scenarios';
import { sessionScenarios } from './session.scenarios';
import { settingsScenarios } from './settings.scenarios';
import { transactionsScenarios } from './transactions.scenarios';
import { upcomingScenarios } from './upcoming.scenarios';

export const ALL_SCENARIOS = [
  ...sessionScenarios,
  ...credentialsScenarios,
  ...accountsScenarios,
  ...transactionsScenarios,
  ...accountServicesScenarios,
  ...mailScenarios,
  ...settingsScenarios,
  ...paymentsScenarios,
  ...payeesScenarios,
  ...upcomingScenarios,
  ...bulkScenarios,
  ...approvalsScenarios,
  ...activityLogScenarios,
];
