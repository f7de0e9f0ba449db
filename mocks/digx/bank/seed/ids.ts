/**
 * Ids in OBDX style: `{displayValue, value}` where the value is an opaque token, never the account number.
 * Tokens come from a hash of a label, so the same account always has the same token whatever `now` is, and
 * handlers can mint new ones the same way.
 */
import type { BankState, Counters, Id } from '../types';
import { hashString, mulberry32 } from './prng';

/** Uppercase hex token of `length` characters derived from `label`. */
export function hexToken(label: string, length: number): string {
  const next = mulberry32(hashString(label));
  let out = '';
  while (out.length < length) out += Math.floor(next() * 0x100000000).toString(16).toUpperCase().padStart(8, '0');
  return out.slice(0, length);
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Uppercase alphanumeric code like OBDX's payment ids ("4KXVEERKGN"). */
export function alnumCode(label: string, length: number): string {
  const next = mulberry32(hashString(label));
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALNUM[Math.floor(next() * ALNUM.length)];
  return out;
}

/** "xxxxxxxxxxxx1234" as OBDX masks account numbers. */
export function maskAccountNumber(accountNumber: string): string {
  return `xxxxxxxxxxxx${accountNumber.slice(-4)}`;
}

export function accountIdOf(accountNumber: string): Id {
  return { displayValue: maskAccountNumber(accountNumber), value: hexToken(`account:${accountNumber}`, 58) };
}

/** A payee's or counterparty's account as OBDX shows it (creditAccountId of payouts). */
export function externalAccountIdOf(sortCode: string, accountNumber: string): Id {
  return { displayValue: maskAccountNumber(accountNumber), value: hexToken(`external:${sortCode}:${accountNumber}`, 56) };
}

export function partyIdOf(partyNumber: string): Id {
  return { displayValue: `***${partyNumber.slice(-3)}`, value: hexToken(`party:${partyNumber}`, 44) };
}

/** Mail and mailer ids: "xxxx" plus the last three digits of the message number. */
export function messageIdOf(messageNumber: number): Id {
  return { displayValue: `xxxx${String(messageNumber).slice(-3).padStart(3, '0')}`, value: hexToken(`message:${messageNumber}`, 46) };
}

/** Takes the next number of a counter and bumps it (for ids handlers create after seeding). */
export function nextCounter(state: BankState, kind: keyof Counters): number {
  const value = state.counters[kind];
  state.counters[kind] = value + 1;
  return value;
}

/** Approval / activity-log transaction id ("26121E43F80F" style) of a seeded item's key. */
export function activityIdOf(key: string): string {
  return hexToken(`activity:${key}`, 12);
}

/** OBDX-style payment id ("4KXVEERKGN"). */
export function paymentIdOf(key: string): string {
  return alnumCode(`payment:${key}`, 10);
}
