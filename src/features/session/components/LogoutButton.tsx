import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '@/shared/ui/Button';
import { Modal, ModalActions } from '@/shared/ui/Modal';
import { logoutConfirmed } from '../slice';

export const LOGOUT_QUESTION = 'Are you sure you want to LOG OUT?';

/** Log Out asks first (SPEC.md section 2); the session saga does the rest. */
export function LogoutButton() {
  const dispatch = useDispatch();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
        Log Out
      </Button>
      {asking && (
        <Modal title={LOGOUT_QUESTION} role="alertdialog" onClose={() => setAsking(false)}>
          <ModalActions>
            <Button type="button" $variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button
              type="button"
              onClick={() => {
                setAsking(false);
                dispatch(logoutConfirmed());
              }}
            >
              Log out
            </Button>
          </ModalActions>
        </Modal>
      )}
    </>
  );
}
