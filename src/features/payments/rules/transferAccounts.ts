/**
 * SPEC.md section 4: in the transfer form, choosing a from account equal to the to account clears
 * to, so money is never "moved" from an account to itself. The form's `to` is either the bare
 * account id or the payment form's tagged value 'account:{id}'; both are recognised.
 */
export interface FromTo {
  from: string;
  to: string;
}

const isSameAccount = (from: string, to: string) => from !== '' && (to === from || to === `account:${from}`);

/** The form values after choosing `from`: to is cleared ('') when it is the same account. */
export function withFromAccount<T extends FromTo>(values: T, from: string): T {
  return { ...values, from, to: isSameAccount(from, values.to) ? '' : values.to };
}
