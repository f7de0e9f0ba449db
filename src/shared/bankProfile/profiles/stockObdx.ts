import type { BankProfile } from '../BankProfile';
import { bankProfile as demoBank } from './demoBank';

/**
 * A stock OBDX 18.x with no cz/ extension layer, serving the demo bank's products and branches: what the
 * fake bank imitates with DIGX_PROFILE=stock, and the profile to start from when going live.
 *
 * What differs from the demo bank is what a stock server does differently: no extension fields, and server
 * codes in OBDX's own numbered style. DIGX_TFA_0004 (wrong one-time passcode) and DIGX_TFA_0005 (passcode
 * expired) are OBDX's own, seen in its public sources; the other numbers are this profile's stand-ins in the
 * same style. A real bank lists the codes its own server sends (docs/digx-api.md "Going live"), several per
 * meaning where its modules differ. Limit task codes are the ones OBDX's own limit package carries
 * (obdx-samples/me-assignedLimitPackage.json) first, with the short forms some releases use after them.
 */
export const bankProfile: BankProfile = {
  ...demoBank,
  name: 'Stock OBDX 18.x (no extension layer)',
  errorCodes: {
    passwordReuse: ['DIGX_UM_042'],
    pinReuse: ['DIGX_UM_043'],
    transactionLimitExceeded: ['DIGX_PY_0131'],
    dailyLimitExceeded: ['DIGX_PY_0132'],
    dailyCumulativeLimitExceeded: ['DIGX_PY_0133'],
    creditInNotAllowed: ['DIGX_PY_0141'],
    pinLocked: ['DIGX_UM_051'],
    pinTemporarilyLocked: ['DIGX_UM_052'],
    wrongPin: ['DIGX_UM_050'],
    wrongCurrentPassword: ['DIGX_UM_041'],
    wrongDetails: ['DIGX_PROD_DEF_0000'],
    wrongCredentials: ['DIGX_AUTH_0001'],
    approvalRulesDenied: ['DIGX_APPROVAL_0001'],
    transactionRulesNotPermitted: ['DIGX_APPROVAL_0002'],
    duplicateFileName: ['DIGX_FU_0012'],
    duplicatePayee: ['DIGX_PY_0101'],
    alphanumericViolation: ['DIGX_PY_0201', 'FC_SM_025'],
    nicknameOrReferenceLength: ['DIGX_PY_0202'],
    insufficientFunds: ['DIGX_PY_0111'],
    accountNoDebits: ['DIGX_PY_0112'],
    cutOffPassed: ['DIGX_PY_0121'],
    postValueDate: ['DIGX_PY_0122'],
    payeeAccessDenied: ['DIGX_PY_0103'],
    userLocked: ['DIGX_AUTH_0007'],
    accessDenied: ['DIGX_AUTH_0003'],
    accountDetailsNotFound: ['DIGX_DDA_0001'],
    otpInvalid: ['DIGX_TFA_0004'],
    otpLocked: ['DIGX_TFA_0005'],
    sessionExpired: ['DIGX_AUTH_0010'],
    nonceInvalid: ['DIGX_AUTH_0011'],
  },
  limitTaskCodes: {
    makePayment: ['PC_F_DOM_RTGS', 'PC_F_DOM'],
    internalTransfer: ['PC_F_INTRNL', 'PC_F_SELF'],
    bulkPayments: ['PC_F_BLPMT', 'FU_F_BLK'],
  },
  extensions: [],
  // A real bank pins its own key here (publicKeyPins, BankProfile.ts); the fake bank's key is new each start.
};
