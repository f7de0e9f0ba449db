import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { credentialsChangeCompleted } from '@/shared/events';
import { Button } from '@/shared/ui/Button';
import { Actions, Lead } from './parts';

/**
 * The last step. Continue tells the app the change is done; the session saga then loads
 * permissions and goes to /accounts. Sent once: the button stays busy (it does nothing, but keeps focus) after the click.
 */
export function SuccessStep() {
  const dispatch = useDispatch();
  const [continued, setContinued] = useState(false);
  const onContinue = () => {
    if (continued) return;
    setContinued(true);
    dispatch(credentialsChangeCompleted());
  };
  return (
    <>
      <Lead>Your security details are up to date. You can now use Online Banking.</Lead>
      <Actions>
        <Button type="button" onClick={onContinue} $busy={continued} aria-busy={continued || undefined}>
          Continue to my accounts
        </Button>
      </Actions>
    </>
  );
}
