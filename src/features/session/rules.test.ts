import { IDLE_WARNING_AFTER_TICKS, loginFlowFlags, needsCredentialChange, permittedFunctionsFrom } from './rules';

describe('permitted functions (SPEC.md section 6)', () => {
  it.each([
    [[], []],
    [['PC_F_DOM'], ['payment']],
    [['PC_F_ADHOC', 'PC_F_INTRNL'], ['payment', 'transfer']],
    [['AP_F_APPROVE', 'FU_F_BLK', 'FU_I_BLK', 'UNKNOWN'], ['bulkUpload', 'bulkView', 'approver']],
    [['DDA_F_PIB', 'DDA_F_CBR', 'DDA_I_CHQ', 'AL_M_SUB', 'RP_I_ACTLOG'], ['transactionLog', 'alerts', 'payInBooks', 'chequeBooks', 'chequeStatus']],
    [['PC_M_UDP', 'PC_F_SELFI', 'DDA_I_STMT', 'LN_I_STMT'], ['payeesManage', 'paymentsFuture', 'statements', 'loanStatements']],
  ])('%p → %p', (allowed, expected) => {
    expect(permittedFunctionsFrom(allowed)).toEqual(expected);
  });
});

describe('login flow flags (SPEC.md section 4, login step 4)', () => {
  it.each([
    [[], { termsNotAccepted: false, forcePasswordChange: false, forcePinChange: false }, false],
    [[{ flowType: 'termsNotAccepted' }], { termsNotAccepted: true, forcePasswordChange: false, forcePinChange: false }, true],
    [[{ flowType: 'forcePinChange' }, { flowType: 'other' }], { termsNotAccepted: false, forcePasswordChange: false, forcePinChange: true }, true],
    [
      [{ flowType: 'termsNotAccepted' }, { flowType: 'forcePasswordChange' }, { flowType: 'forcePinChange' }],
      { termsNotAccepted: true, forcePasswordChange: true, forcePinChange: true },
      true,
    ],
    [[{}], { termsNotAccepted: false, forcePasswordChange: false, forcePinChange: false }, false],
  ])('%p', (items, flags, needed) => {
    expect(loginFlowFlags(items)).toEqual(flags);
    expect(needsCredentialChange(loginFlowFlags(items))).toBe(needed);
  });
});

it('warns after nine idle minutes of ten', () => {
  expect(IDLE_WARNING_AFTER_TICKS).toBe(9);
});
