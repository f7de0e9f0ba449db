import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { buildSteps, currentStep, isChangeRequired, stepPosition } from '../rules';
import { selectDoneSteps } from '../selectors';
import type { CredentialFlags, Step, StepId } from '../types';
import { Card, Heading, Page } from './parts';
import { PassChangedStep } from './PassChangedStep';
import { PasswordStep } from './PasswordStep';
import { PinStep } from './PinStep';
import { SuccessStep } from './SuccessStep';
import { TermsStep } from './TermsStep';
import { WelcomeStep } from './WelcomeStep';
import { ROUTES } from '@/shared/routes/routeTable';

/** The heading of each step, also what focus moves to when the step changes. */
export const STEP_TITLES: Record<StepId, string> = {
  welcome: 'Welcome to Online Banking',
  terms: 'Terms and conditions',
  pass: 'Change your password',
  passChanged: 'Your password has been changed',
  pin: 'Change your transaction PIN',
  success: 'You are all set',
};

/** Each step's body; the welcome step lists what the flags ask for. */
const STEP_BODIES: Record<StepId, ComponentType<{ flags: CredentialFlags }>> = {
  welcome: WelcomeStep,
  terms: TermsStep,
  pass: PasswordStep,
  passChanged: PassChangedStep,
  pin: PinStep,
  success: SuccessStep,
};

const NO_STEPS: Step[] = [];

/**
 * /change-credentials (SPEC.md sections 2 and 4): the first-login stepper built from the
 * login flow's flags (the session keeps them; the app hands them in). With nothing to change
 * it sends the customer to /login. `logout`: the way out, on every step (the app hands it in): the
 * steps run on a live bank session, which the customer must be able to end.
 */
export function ChangeCredentialsPage({ flags, logout }: { flags: CredentialFlags | undefined; logout?: ReactNode }) {
  const steps = useMemo(() => (flags && isChangeRequired(flags) ? buildSteps(flags) : NO_STEPS), [flags]);
  const current = currentStep(steps, useSelector(selectDoneSteps));
  const position = stepPosition(steps, current);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step replaces the whole card: take screen-reader and keyboard users to its heading.
  useEffect(() => {
    heading.current?.focus();
  }, [current]);

  if (!flags || !current) return <Navigate to={ROUTES.login.href()} replace />;
  const Body = STEP_BODIES[current];
  return (
    <Page>
      <Card>
        {(position || logout) && (
          <Top>
            {position && (
              <Progress>
                Step {position.number} of {position.total}
              </Progress>
            )}
            {logout}
          </Top>
        )}
        <Heading ref={heading} tabIndex={-1}>
          {STEP_TITLES[current]}
        </Heading>
        {/* The key drops the previous step's form state, passwords included, on every step change. */}
        <Body key={current} flags={flags} />
      </Card>
    </Page>
  );
}

/** The step count at the start, the way out at the end, on one line while they fit. */
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xs};
  > :last-child {
    margin-inline-start: auto;
  }
`;

const Progress = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;
