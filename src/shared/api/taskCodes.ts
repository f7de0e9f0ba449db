/**
 * OBDX task codes behind each permitted function of SPEC.md section 6, and those each limit target is
 * assigned against. The codes are the bank's (src/shared/bankProfile); the client derives permitted
 * functions from GET cz/v1/permissions (`allowedTransactions`) and reads limit packages with them.
 */
import { bankProfile, type FunctionName, type LimitTarget } from '@/shared/bankProfile';

export type { FunctionName, LimitTarget };

/** A function is permitted when `allowedTransactions` holds ANY of its codes. */
export const FUNCTION_TASK_CODES = bankProfile.functionTaskCodes;

/** A limit linkage counts for a target when its task code is ANY of the target's codes. */
export const LIMIT_TARGET_TASK_CODES = bankProfile.limitTaskCodes;
