/**
 * The instruction calls (SPEC.md section 7 "Instructions"): the list by code and type, a cancellation
 * as GET (what will be cancelled) then PATCH (two-factor protected: callDigx shows the passcode dialog),
 * and an edit of a standing order or future payment.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as PAYMENTS_ENDPOINTS from '@/shared/api/endpoints/payments';
import { callDigx } from '@/shared/challenge/callDigx';
import type { InstructionChanges } from './instructionEdit';
import { mapInstruction, type InstructionWire } from './mapInstruction';
import type { Instruction, InstructionCode } from './types';

/** SPEC.md: future payments are one-off (NONREC); standing orders and direct debits recur (REC). */
export const INSTRUCTION_QUERIES: readonly { code: InstructionCode; type: 'NONREC' | 'REC' }[] = [
  { code: 'SI', type: 'REC' },
  { code: 'DD', type: 'REC' },
  { code: 'FD', type: 'NONREC' },
];

export function* fetchUpcoming(): SagaIterator<Instruction[]> {
  const answers: DigxResponse<{ instructionsList?: InstructionWire[] }>[] = yield all(
    INSTRUCTION_QUERIES.map((q) => call(callDigx, PAYMENTS_ENDPOINTS.instructions.request({ params: { code: q.code, type: q.type } }))),
  );
  return answers.flatMap((answer, i) => (answer.data?.instructionsList ?? []).map((wire) => mapInstruction(wire, INSTRUCTION_QUERIES[i].code)));
}

export function* cancelInstruction(id: string, code: InstructionCode): SagaIterator<void> {
  yield call(callDigx, PAYMENTS_ENDPOINTS.cancellation.request({ instructionId: id }, { params: { code } }));
  yield call(callDigx, PAYMENTS_ENDPOINTS.cancelInstruction.request({ instructionId: id }, { params: { code } }));
}

/** PUT cz/v1/payments/instructions/{id}?code: the bank answers with the instruction as it now stands. */
export function* updateInstruction(id: string, code: InstructionCode, changes: InstructionChanges): SagaIterator<Instruction> {
  const answer: DigxResponse<{ instruction?: InstructionWire }> = yield call(
    callDigx,
    PAYMENTS_ENDPOINTS.updateInstruction.request({ instructionId: id }, { params: { code }, body: changes }),
  );
  return mapInstruction(answer.data?.instruction ?? {}, code);
}
