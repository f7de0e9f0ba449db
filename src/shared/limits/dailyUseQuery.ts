import { bankProfile } from '@/shared/bankProfile';

/**
 * The query for the day's use of the limits, as OBDX's own client sends it (OBDX_UI
 * components/limits-enquiry/my-limits/model.js fetchUtilizationLimit, my-limits.js fetchData): limitType names the
 * kind and the period together, PER#DAILY (the '#' travels percent-encoded, %23), and the access point is the
 * single channel this app is, which the bank names (its profile's limitAccessPoint). OBDX keeps use per kind,
 * period and access point, so limitType PER alone names no record and answers nothing used.
 */
export const DAILY_USE_QUERY = { limitType: 'PER#DAILY', accessPointValue: bankProfile.limitAccessPoint, accessPointGroupType: 'SINGLE' } as const;
