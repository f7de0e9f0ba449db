import styled from 'styled-components';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import type { PaymentProgress } from '../rules/progress';

const STEPS: { label: string; reached: (p: PaymentProgress) => boolean; current: (p: PaymentProgress) => boolean }[] = [
  { label: 'From', reached: () => true, current: (p) => p === 0 },
  { label: 'To', reached: (p) => p >= 1, current: (p) => p === 1 || p === 1.1 },
  { label: 'Amount', reached: (p) => p >= 2, current: (p) => p === 2 },
  { label: 'Check and confirm', reached: (p) => p >= 3, current: (p) => p === 3 },
  { label: 'Done', reached: (p) => p >= 4, current: (p) => p === 4 },
];

/** Said after a step already passed, so it is not told by the tick's colour and shape alone. */
export const STEP_DONE_TEXT = '(done)';

/**
 * SPEC.md section 4 "Payment make progress" (0 no from account, 1 no to account, 1.1 new payee, 2 no amount,
 * 3 not succeeded, 4 done) as a numbered step indicator: the current step carries aria-current="step" (and a
 * filled, ringed number), a step passed shows a tick and says "(done)", a step to come an outlined number.
 * The steps wrap as whole steps on a narrow screen.
 */
export function PaymentSteps({ progress }: { progress: PaymentProgress }) {
  return (
    <Steps aria-label="Payment progress">
      {STEPS.map((step, index) => {
        const current = step.current(progress);
        const done = !current && step.reached(progress);
        const state = current ? 'current' : done ? 'done' : 'todo';
        return (
          <Step key={step.label} $state={state} aria-current={current ? 'step' : undefined}>
            <Marker $state={state} aria-hidden="true">
              {done ? '✓' : index + 1}
            </Marker>
            <span>{step.label === 'To' && progress === 1.1 ? 'To (new payee)' : step.label}</span>
            {done && <VisuallyHidden> {STEP_DONE_TEXT}</VisuallyHidden>}
          </Step>
        );
      })}
    </Steps>
  );
}

type StepState = 'current' | 'done' | 'todo';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Step = styled.li<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
`;

/** A circle with the step's number, or a tick once passed; in rem, so it grows with the text. */
const Marker = styled.span<{ $state: StepState }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border: 2px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.controlBorder : theme.colors.brand)};
  border-radius: 50%;
  background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.surface : $state === 'done' ? theme.colors.surface : theme.colors.brand)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.onBrand : $state === 'done' ? theme.colors.brand : theme.colors.textMuted)};
  font-weight: 700;
  line-height: 1;
  /* The current step's ring: a second cue beside the fill. */
  box-shadow: ${({ theme, $state }) => ($state === 'current' ? `0 0 0 2px ${theme.colors.surface}, 0 0 0 4px ${theme.colors.brand}` : 'none')};
`;
