import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/shared/ui/Button';
import { selectSteps } from '../selectors';
import { stepContinued } from '../slice';
import type { StepId } from '../types';
import { Actions, Lead } from './parts';

/** What each step asks of the customer, in the welcome list. */
const TODO: Partial<Record<StepId, string>> = {
  terms: 'Read and accept our terms and conditions',
  pass: 'Choose a new password',
  pin: 'Choose a new transaction PIN',
};

/** The first step when the terms are not yet accepted: what is about to happen. */
export function WelcomeStep() {
  const dispatch = useDispatch();
  const todo = useSelector(selectSteps).flatMap((step) => (step.enabled && TODO[step.id] ? [TODO[step.id]] : []));
  return (
    <>
      <Lead>Before you start using Online Banking, we need you to:</Lead>
      <ul>
        {todo.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>It only takes a few minutes.</p>
      <Actions>
        <Button type="button" onClick={() => dispatch(stepContinued('welcome'))}>
          Continue
        </Button>
      </Actions>
    </>
  );
}
