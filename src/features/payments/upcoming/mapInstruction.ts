/**
 * GET cz/v1/payments/instructions items (DIGX-CONTRACT.md) to the app's Instruction. OBDX writes the status
 * as 'A'/'C' or 'ACTIVE'/'CANCELLED' (the captured sample says ACTIVE), so both are read.
 */
import { frequencyName } from '../rules/frequency';
import type { Instruction, InstructionCode } from './types';

export interface InstructionWire {
  instructionId?: string;
  externalReferenceNumber?: string;
  type?: string;
  startDate?: string | null;
  endDate?: string | null;
  nextExecutionDate?: string | null;
  payeeNickName?: string;
  freqDays?: number;
  freqMonths?: number;
  freqYears?: number;
  amount?: { amount?: number | string; currency?: string };
  remarks?: string;
  debitAccountId?: { value?: string };
  creditAccountId?: { value?: string; displayValue?: string };
  statusType?: string;
  dealId?: string;
  lastPaymentDate?: string | null;
}

const day = (value: string | null | undefined) => (value ? /^(\d{4}-\d{2}-\d{2})/.exec(value)?.[1] ?? null : null);

export function mapInstruction(wire: InstructionWire, code: InstructionCode): Instruction {
  const status = String(wire.statusType ?? 'A').toUpperCase();
  const regular = wire.type === 'REC';
  const repeat = regular ? { days: wire.freqDays ?? 0, months: wire.freqMonths ?? 0, years: wire.freqYears ?? 0 } : { days: 0, months: 0, years: 0 };
  const name = regular ? frequencyName(repeat) : '';
  return {
    // OBDX's own list answer (obdx-samples) has no instructionId: its reference number names the item.
    id: wire.instructionId ?? wire.externalReferenceNumber ?? '',
    code,
    statusCode: status === 'C' || status.startsWith('CANCEL') ? 'C' : 'A',
    type: regular ? 'REC' : 'NONREC',
    recipientName: wire.payeeNickName ?? '',
    reference: wire.remarks ?? '',
    amount: { amount: Number(wire.amount?.amount ?? 0), currency: wire.amount?.currency ?? 'GBP' },
    nextPaymentDate: day(wire.nextExecutionDate),
    endDate: day(wire.endDate),
    startDate: day(wire.startDate),
    frequency: name === 'Once' ? '' : name,
    repeat,
    fromAccountId: wire.debitAccountId?.value ?? '',
    toAccountId: wire.creditAccountId?.value ?? '',
    toAccountNumber: wire.creditAccountId?.displayValue ?? '',
    dealId: wire.dealId ?? null,
    lastPaymentDate: day(wire.lastPaymentDate),
  };
}
