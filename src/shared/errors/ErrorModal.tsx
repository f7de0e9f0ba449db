import { useDispatch, useSelector } from 'react-redux';
import { Button } from '../ui/Button';
import { Modal, ModalActions } from '../ui/Modal';
import { errorModalDismissed, selectErrorModal } from './errorModalSlice';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

export function ErrorModal() {
  const { open, sentences, supportId } = useSelector(selectErrorModal);
  const dispatch = useDispatch();
  if (!open) return null;
  const dismiss = () => dispatch(errorModalDismissed());
  return (
    <Modal title={SOMETHING_WENT_WRONG} role="alertdialog" onClose={dismiss}>
      {sentences.map((sentence, index) => (
        <p key={index}>{sentence}</p>
      ))}
      {supportId && <p>Your support ID is {supportId}</p>}
      <ModalActions>
        <Button type="button" onClick={dismiss}>
          OK
        </Button>
      </ModalActions>
    </Modal>
  );
}
