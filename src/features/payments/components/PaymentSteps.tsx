import styled from 'styled-components';
import type { PaymentProgress } from '../rules/progress';

const STEPS: { label: string; reached: (p: PaymentProgress) => boolean; current: (p: PaymentProgress) => boolean }[] = [
  { label: 'From', reached: () => true, current: (p) => p === 0 },
  { label: 'To', reached: (p) => p >= 1, current: (p) => p === 1 || p === 1.1 },
  { label: 'Amount', reached: (p) => p >= 2, current: (p) => p === 2 },
  { label: 'Check and confirm', reached: (p) => p >= 3, current: (p) => p === 3 },
  { label: 'Done', reached: (p) => p >= 4, current: (p) => p === 4 },
];

/**
 * SPEC.md section 4 "Payment make progress" (0 no from account, 1 no to account, 1.1 new payee, 2 no amount,
 * 3 not succeeded, 4 done) as a step list; the current step carries aria-current so screen readers say it.
 */
export function PaymentSteps({ progress }: { progress: PaymentProgress }) {
  return (
    <Steps aria-label="Payment progress">
      {STEPS.map((step) => (
        <Step key={step.label} $reached={step.reached(progress)} aria-current={step.current(progress) ? 'step' : undefined}>
          {step.label === 'To' && progress === 1.1 ? 'To (new payee)' : step.label}
        </Step>
      ))}
    </Steps>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Step = styled.li<{ $reached: boolean }>`
  color: ${({ theme, $reached }) => ($reached ? theme.colors.text : theme.colors.textMuted)};

  &[aria-current='step'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }
`;
