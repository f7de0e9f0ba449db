import { paymentProgress } from './progress';

describe('payment make progress (SPEC.md section 4)', () => {
  it.each([
    [{}, 0],
    [{ to: 'P1', amount: '10' }, 0],
    [{ from: 'A1' }, 1],
    [{ from: 'A1', to: '' }, 1],
    [{ from: 'A1', isNewPayee: true }, 1.1],
    [{ from: 'A1', to: 'P1' }, 2],
    [{ from: 'A1', to: 'P1', amount: '' }, 2],
    [{ from: 'A1', to: 'P1', amount: '0' }, 2],
    [{ from: 'A1', to: 'P1', amount: 0 }, 2],
    [{ from: 'A1', to: 'P1', amount: null }, 2],
    [{ from: 'A1', to: 'P1', isNewPayee: true, amount: '' }, 2],
    [{ from: 'A1', to: 'P1', amount: '25.50' }, 3],
    [{ from: 'A1', to: 'P1', amount: 25.5, success: false }, 3],
    [{ from: 'A1', to: 'P1', amount: '25.50', success: true }, 4],
    [{ from: 'A1', to: 'P1', isNewPayee: true, amount: '25.50', success: true }, 4],
  ])('%j is at %p', (draft, progress) => {
    expect(paymentProgress(draft)).toBe(progress);
  });
});
