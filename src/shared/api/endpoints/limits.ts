/** The limit calls (SPEC.md section 7 "Limits"): the user's and the party's packages, and today's use. */
import { endpoint } from './endpoint';

export const userPackage = /*#__PURE__*/ endpoint('GET', 'v1/me/assignedLimitPackage');
export const partyPackage = /*#__PURE__*/ endpoint('GET', 'v1/me/party/assignedLimitPackage');
export const utilization = /*#__PURE__*/ endpoint('GET', 'v1/financialLimitUtilization');
