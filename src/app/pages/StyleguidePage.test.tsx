import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { LIST_STATE_TEXT } from '@/shared/ui/ListState';
import { SAVED_MESSAGE } from '@/shared/ui/SavedToast';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { STYLEGUIDE_SECTIONS, StyleguidePage } from './StyleguidePage';

const section = (name: string) => screen.getByRole('region', { name });

/** Rendered, and settled: the form with errors validates once on mount. */
async function renderStyleguide() {
  const view = renderWithProviders(
    <MemoryRouter>
      <main>
        <StyleguidePage />
      </main>
    </MemoryRouter>,
  );
  await within(section('Form fields with errors')).findByText('Enter a reference');
  return view;
}

describe('/styleguide', () => {
  it('has its heading and every section', async () => {
    await renderStyleguide();
    expect(screen.getByRole('heading', { level: 1, name: 'Style guide' })).toBeInTheDocument();
    for (const name of STYLEGUIDE_SECTIONS) expect(section(name)).toBeInTheDocument();
  });

  it('shows the page frame, the type and spacing scales from the tokens, and the cards', async () => {
    await renderStyleguide();
    expect(within(section('Page frame')).getByText(/at most 72rem of content/)).toHaveTextContent('Gutters: 16px on phones, 24px from 600 px, 32px from 960 px.');
    const type = within(section('Type scale'));
    for (const [name, size] of [['h1 heading', '1.75rem'], ['font.size.sm', '0.875rem'], ['font.size.md', '1rem'], ['font.size.xl', '1.75rem']]) {
      expect(type.getByText(`${name}, ${size}`)).toBeInTheDocument();
    }
    const spacing = within(section('Spacing scale'));
    for (const [name, size] of [['xs', '0.25rem'], ['md', '1rem'], ['xl', '2.5rem']]) expect(spacing.getByText(`space.${name}, ${size}`)).toBeInTheDocument();
    const cards = within(section('Cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { level: 3, name: 'Private Current Account' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('£12,345.60')).toBeInTheDocument();
  });

  it('shows every button variant, enabled and disabled', async () => {
    await renderStyleguide();
    const buttons = within(section('Buttons'));
    for (const variant of ['Primary', 'Secondary', 'Link']) expect(buttons.getByRole('button', { name: `${variant} button` })).toBeEnabled();
    for (const variant of ['primary', 'secondary', 'link']) expect(buttons.getByRole('button', { name: `Disabled ${variant} button` })).toBeDisabled();
  });

  it('shows fields without and with errors, and the error summary on a failed submit', async () => {
    const { user } = await renderStyleguide();
    const clean = within(section('Form fields'));
    expect(clean.getByRole('textbox', { name: 'Reference' })).not.toHaveAttribute('aria-invalid');
    const withErrors = within(section('Form fields with errors'));
    await waitFor(() => expect(withErrors.getByRole('textbox', { name: 'Reference' })).toHaveAttribute('aria-invalid', 'true'));
    for (const message of ['Enter a reference', 'Enter an amount', 'Choose how often to pay', 'Choose when to pay', 'Accept the terms to continue']) {
      expect(withErrors.getByText(message)).toBeInTheDocument();
    }
    await user.click(clean.getByRole('button', { name: 'Check the form' }));
    const summary = await within(section('Form fields')).findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('shows the amount field, the date picker, money in three currencies and the spinner', async () => {
    await renderStyleguide();
    expect(within(section('Form fields')).getByRole('textbox', { name: 'Amount in GBP' })).toBeInTheDocument();
    expect(within(section('Date picker')).getByRole('grid')).toBeInTheDocument();
    const money = within(section('Money'));
    for (const text of ['£12,345.60', '$12,345.60', '€12,345.60', 'minus £42.50', 'minus $42.50', 'minus €42.50']) expect(money.getByText(text)).toBeInTheDocument();
    expect(within(section('Spinner')).getByRole('status')).toHaveTextContent('Loading data...');
  });

  it('shows every list state', async () => {
    await renderStyleguide();
    const states = section('List states');
    for (const text of new Set(Object.values(LIST_STATE_TEXT))) expect(within(states).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(states).getByText('Error Code: DIGX_PROD_0101')).toBeInTheDocument();
    expect(within(states).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(states).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('opens the tooltip, the saved message and the modal', async () => {
    const { user } = await renderStyleguide();
    await user.hover(screen.getByRole('button', { name: 'What is a sort code?' }));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(within(section('Saved message')).getByRole('status')).toHaveTextContent(SAVED_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Open a modal' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('passes axe (WCAG 2.1 A and AA; colour contrast is checked from the tokens and in the browser)', async () => {
    const { container } = await renderStyleguide();
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // jsdom has no layout, so axe cannot see colours; contrast.test.ts checks the tokens.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('has no duplicate ids (axe 4 no longer counts them under WCAG tags, so checked here)', async () => {
    await renderStyleguide();
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.length).toBeGreaterThan(20);
  });
});
