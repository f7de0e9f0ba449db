import { screen } from '@testing-library/react';
import { takeEvery } from 'redux-saga/effects';
import { credentialsChangeCompleted } from '@/shared/events';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SuccessStep } from './SuccessStep';

describe('the success step', () => {
  it('tells the app the change is complete once, however often Continue is clicked', async () => {
    const { store, user } = renderWithProviders(<SuccessStep />);
    let completions = 0;
    store.runSaga(function* countCompletions() {
      yield takeEvery(credentialsChangeCompleted.type, () => {
        completions += 1;
      });
    });
    const button = screen.getByRole('button', { name: 'Continue to my accounts' });
    await user.dblClick(button);
    await user.click(button);
    expect(completions).toBe(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
