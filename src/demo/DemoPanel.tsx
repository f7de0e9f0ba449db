import { useCallback, useId, useState, type FormEvent } from 'react';
import { hiddenInPrint } from '@/shared/theme/hiddenInPrint';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { addFault, clearFaults, listFaults, resetBank, type FaultRuleView } from './bankControl';

const describe = (rule: FaultRuleView) => {
  const { kind, ...rest } = rule.fault;
  const value = Object.values(rest).join(' ');
  return `${rule.method ?? '*'} ${rule.path}: ${kind}${value ? ` ${value}` : ''}${rule.times ? ` (×${rule.times})` : ''}`;
};

/** The dock's name for screen readers: what the badge says to the eye. */
export const DEMO_DOCK_NAME = 'Demo bank: no real money';

/**
 * Demo mode's dock, on every page: a badge that says this is a demo bank (issue 26: nothing on the page said
 * so, and its logins are published), and QA's panel for the fake bank: arm a fault by hand, see what is
 * armed, reset.
 */
export function DemoPanel() {
  const [open, setOpen] = useState(false);
  const [kinds, setKinds] = useState<string[]>([]);
  const [faults, setFaults] = useState<FaultRuleView[]>([]);
  const [spec, setSpec] = useState({ method: '*', path: '*', kind: 'status', value: '500', times: '' });
  const [note, setNote] = useState('');

  const refresh = useCallback(async () => {
    const answer = await listFaults();
    setKinds(answer.kinds);
    setFaults(answer.faults);
  }, []);

  const toggle = () => {
    if (!open) refresh().catch((e: Error) => setNote(e.message));
    setOpen(!open);
  };

  const run = (action: () => Promise<unknown>, done: string) => {
    action()
      .then(refresh)
      .then(() => setNote(done))
      .catch((e: Error) => setNote(e.message));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = spec.value.trim() ? `=${spec.value.trim()}` : '';
    const times = spec.times.trim() ? `:times=${spec.times.trim()}` : '';
    run(() => addFault(`${spec.method}:${spec.path}:${spec.kind}${value}${times}`), 'Fault armed.');
  };

  const idBase = useId();
  const field = (key: keyof typeof spec) => ({
    id: `${idBase}-${key}`,
    value: spec[key],
    onChange: (e: { target: { value: string } }) => setSpec({ ...spec, [key]: e.target.value }),
  });
  // Explicit for/id labels: a wrapping label would add the select's value to its name.
  const labelFor = (key: keyof typeof spec) => `${idBase}-${key}`;

  return (
    <Dock aria-label={DEMO_DOCK_NAME}>
      <ReserveDockSpace />
      <Bar>
        <Badge>
          <strong>Demo bank</strong>
          <span>No real money</span>
        </Badge>
        <Button type="button" $variant="secondary" aria-expanded={open} onClick={toggle}>
          Fake bank
        </Button>
      </Bar>
      {open && (
        <Panel>
          <form onSubmit={submit}>
            <Row>
              <Field>
                <label htmlFor={labelFor('method')}>Method</label>
                <select {...field('method')}>
                  {['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => (
                    <option key={m}>{m}</option>
                  ))}
                </select>
              </Field>
              <Field>
                <label htmlFor={labelFor('path')}>Path below /digx/</label>
                <input {...field('path')} placeholder="v1/accounts*" />
              </Field>
            </Row>
            <Row>
              <Field>
                <label htmlFor={labelFor('kind')}>Fault</label>
                <select {...field('kind')}>
                  {kinds.map((k) => (
                    <option key={k}>{k}</option>
                  ))}
                </select>
              </Field>
              <Field>
                <label htmlFor={labelFor('value')}>Value</label>
                <input {...field('value')} placeholder="500, ms or DIGX code" />
              </Field>
              <Field>
                <label htmlFor={labelFor('times')}>Times</label>
                <input {...field('times')} inputMode="numeric" placeholder="always" />
              </Field>
            </Row>
            <Button type="submit">Arm fault</Button>
          </form>
          <h2>Armed faults</h2>
          {faults.length === 0 ? <p>None.</p> : <ul>{faults.map((f, i) => <li key={i}>{describe(f)}</li>)}</ul>}
          <Row>
            <Button type="button" $variant="secondary" onClick={() => run(clearFaults, 'Faults cleared.')}>
              Clear faults
            </Button>
            <Button type="button" $variant="secondary" onClick={() => run(resetBank, 'Bank reset to its seed.')}>
              Reset bank
            </Button>
          </Row>
          <p role="status">{note}</p>
        </Panel>
      )}
    </Dock>
  );
}

/**
 * The closed dock (its badge and button, fixed at the window's bottom right, one control tall: Bar) must never
 * cover the page: the page ends with room for it, so scrolled to the end, the footer and the page's last
 * control sit above it.
 */
const ReserveDockSpace = createGlobalStyle`
  body {
    padding-bottom: calc(${({ theme }) => theme.size.control} + 2 * ${({ theme }) => theme.space.sm});
  }
`;

const Dock = styled.aside`
  ${hiddenInPrint}
  position: fixed;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.layer.menu};
  display: flex;
  flex-direction: column-reverse;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The closed dock: one control tall (ReserveDockSpace counts on it), never wider than the window. */
const Bar = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.size.control};
`;

/**
 * Worded, not only coloured; the bank's own navy and gold, a plate rather than a warning: the demo is a
 * fact to state calmly, not an alarm. Its two short lines fit the control's height at any text size (rem).
 */
const Badge = styled.p`
  display: flex;
  flex-direction: column;
  justify-content: center;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
    letter-spacing: 0.02em;
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Panel = styled.div`
  width: min(92vw, 420px);
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  label {
    font-weight: 600;
  }
  input,
  select {
    min-height: 36px;
    font: inherit;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
`;
