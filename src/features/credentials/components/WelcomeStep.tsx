import { useDispatch } from 'react-redux';
import { Button } from '@/shared/ui/Button';
import { buildSteps, showsEntityHelp } from '../rules';
import { stepContinued } from '../slice';
import type { CredentialFlags, StepId } from '../types';
import styled from 'styled-components';
import { Actions, Lead } from './parts';

/** What each step asks of the customer, in the welcome list. */
const TODO: Partial<Record<StepId, string>> = {
  terms: 'Read and accept our terms and conditions',
  pass: 'Choose a new password',
  pin: 'Choose a new transaction PIN',
};

/** The first step when the terms are not yet accepted: what is about to happen, from the login's flags. */
export function WelcomeStep({ flags }: { flags: CredentialFlags }) {
  const dispatch = useDispatch();
  const entityHelp = showsEntityHelp(flags);
  const todo = buildSteps(flags).flatMap((step) => (step.enabled && TODO[step.id] ? [TODO[step.id]] : []));
  return (
    <>
      <Lead>Before you start using Online Banking, we need you to:</Lead>
      <ul>
        {todo.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>It only takes a few minutes.</p>
      {entityHelp && (
        <HelpPanel aria-labelledby="entity-help-title">
          <h2 id="entity-help-title">You have entities enabled</h2>
          <p>
            You can see the accounts of more than one entity. Choose an entity at the top of each page to see only its accounts, or
            All Accounts to see them all.
          </p>
        </HelpPanel>
      )}
      <Actions>
        <Button type="button" onClick={() => dispatch(stepContinued('welcome'))}>
          Continue
        </Button>
      </Actions>
    </>
  );
}

const HelpPanel = styled.section`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.subtle};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
