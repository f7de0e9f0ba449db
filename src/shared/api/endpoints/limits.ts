/** The limit calls (SPEC.md section 7 "Limits"): the user's and the party's packages, and today's use. */
import { endpoint } from './endpoint';

export const LIMITS_ENDPOINTS = {
  userPackage: endpoint('GET', 'v1/me/assignedLimitPackage'),
  partyPackage: endpoint('GET', 'v1/me/party/assignedLimitPackage'),
  utilization: endpoint('GET', 'v1/financialLimitUtilization'),
} as const;
