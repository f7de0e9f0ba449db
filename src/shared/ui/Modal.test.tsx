import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Button } from './Button';
import { Modal, ModalActions } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Open
      </Button>
      {open && (
        <Modal title="Are you sure?" onClose={() => setOpen(false)}>
          <ModalActions>
            <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
              No
            </Button>
            <Button type="button">Yes</Button>
          </ModalActions>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('takes focus, keeps Tab inside, closes on Esc and gives focus back', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

/** The answer disables the button that opened the dialog (it starts something that takes a while). */
function BusyHarness() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <main>
      <h1>Authorisations</h1>
      <Button type="button" disabled={busy} onClick={() => setOpen(true)}>
        Authorise
      </Button>
      {open && (
        <Modal title="Authorise this item?" onClose={() => setOpen(false)}>
          <Button
            type="button"
            onClick={() => {
              setBusy(true);
              setOpen(false);
            }}
          >
            Yes, authorise
          </Button>
        </Modal>
      )}
    </main>
  );
}

describe('Modal, when the trigger cannot take focus back', () => {
  it('gives focus to the page heading instead of leaving it on the page body', async () => {
    const { user } = renderWithProviders(<BusyHarness />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Authorise' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Yes, authorise' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Authorisations' })).toHaveFocus();
  });
});
