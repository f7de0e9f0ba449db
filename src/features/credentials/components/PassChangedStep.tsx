import { useDispatch } from 'react-redux';
import { Button } from '@/shared/ui/Button';
import { stepContinued } from '../slice';
import { Actions, Lead } from './parts';

/** Confirms the password change before the next step (the heading says it). */
export function PassChangedStep() {
  const dispatch = useDispatch();
  return (
    <>
      <Lead>Use your new password the next time you log in to Online Banking.</Lead>
      <Actions>
        <Button type="button" onClick={() => dispatch(stepContinued('passChanged'))}>
          Continue
        </Button>
      </Actions>
    </>
  );
}
