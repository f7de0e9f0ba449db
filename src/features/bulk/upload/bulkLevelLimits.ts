/**
 * One level's (user's or party's) bulk limits from the OBDX limit packages (SPEC.md section 3 "Limits":
 * per payment type, here bulkPayments). The package's per-transaction range is the bulk range; its daily
 * limit (maxAmount, maxCount) is both what one file may hold and what today allows, less today's use.
 */
import type { IsoDate } from '@/shared/lib/dates';
import { levelLimits, levelUse } from '@/shared/limits/limitPackages';
import type { BulkLevelLimits } from '../rules/bulkLimits';

export function bulkLevelLimits(limits: unknown, use: unknown, today: IsoDate): BulkLevelLimits {
  const level = levelLimits(limits, 'bulkPayments');
  const used = levelUse(use, 'bulkPayments', today);
  return {
    minTransaction: level.min,
    maxTransaction: level.max,
    maxAmount: level.dailyAmount,
    maxCount: level.dailyCount,
    dailyAmount: level.dailyAmount,
    usedAmount: used.amount,
    dailyCount: level.dailyCount,
    usedCount: used.count,
  };
}
