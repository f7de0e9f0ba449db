import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/shared/ui/Button';
import { Modal, ModalActions } from '@/shared/ui/Modal';
import { IDLE_WARNING_MS } from '../rules';
import { selectIdleWarning } from '../selectors';
import { stayLoggedInChosen } from '../slice';

/** WCAG 2.2.1: warned before the idle logout, and one key press keeps the session. */
export function IdleWarningDialog() {
  const open = useSelector(selectIdleWarning);
  const dispatch = useDispatch();
  if (!open) return null;
  const stay = () => dispatch(stayLoggedInChosen());
  return (
    <Modal title="Are you still there?" role="alertdialog" onClose={stay}>
      <p>For your security, you will be logged out in {IDLE_WARNING_MS / 1000} seconds because you have been inactive.</p>
      <ModalActions>
        <Button type="button" onClick={stay}>
          Stay logged in
        </Button>
      </ModalActions>
    </Modal>
  );
}
