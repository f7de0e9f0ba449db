import { screen, within } from '@testing-library/react';
import { HOSTILE_PAYLOADS } from '@mocks/digx/bank/seed/hostile';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { unexpectedErrorShown } from '../events';
import { ErrorModal } from './ErrorModal';
import { act } from 'react';

describe("the 'Something went wrong' modal", () => {
  it('shows at most three sentences of the server message and the support id on its own line', async () => {
    const { store, user } = renderWithProviders(<ErrorModal />);
    act(() => {
      store.dispatch(
        unexpectedErrorShown({
          message: 'fallback',
          serverMessage: 'The payment failed. The bank is busy! Try later? This fourth sentence is hidden. Your support ID is 77-AB.',
        }),
      );
    });
    const modal = screen.getByRole('alertdialog', { name: 'Something went wrong' });
    expect(within(modal).getByText('The payment failed.')).toBeInTheDocument();
    expect(within(modal).getByText('The bank is busy!')).toBeInTheDocument();
    expect(within(modal).getByText('Try later?')).toBeInTheDocument();
    expect(within(modal).queryByText(/fourth sentence/)).not.toBeInTheDocument();
    expect(within(modal).getByText('Your support ID is 77-AB')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each(HOSTILE_PAYLOADS.map((p) => [p.id, p.kind, p.text]))("shows hostile payload %s (%s) of the server's detail as text, creating nothing", (id, _kind, text) => {
    // The e2e sweep cannot reach this modal (it shows for a crash no screen handles): its detail is the bank's.
    const { store } = renderWithProviders(<ErrorModal />);
    act(() => {
      store.dispatch(unexpectedErrorShown({ message: 'fallback', serverMessage: `The payment failed ${text}. Try later.` }));
    });
    const modal = screen.getByRole('alertdialog', { name: 'Something went wrong' });
    expect(modal.textContent).toContain(id === 'x26' ? 'data:text/html' : id);
    expect(modal.querySelectorAll('[data-xss], [id^="xss-"], script, iframe, object, embed, img, svg, style, base, meta, form, a')).toHaveLength(0);
    expect(Array.from(modal.querySelectorAll('*')).flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on')))).toEqual([]);
  });

  it('falls back to our own message when the server sent none', () => {
    const { store } = renderWithProviders(<ErrorModal />);
    act(() => {
      store.dispatch(unexpectedErrorShown({ message: 'We could not reach Online Banking.' }));
    });
    expect(screen.getByText('We could not reach Online Banking.')).toBeInTheDocument();
  });
});
