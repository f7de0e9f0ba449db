import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { overlayClosed, overlayOpened, selectOpenOverlay } from '@/shared/overlay/overlaySlice';
import { Button } from '@/shared/ui/Button';
import { FieldIdScope } from '@/shared/ui/FieldIdScope';
import { Modal, ModalActions } from '@/shared/ui/Modal';
import { SavedToast } from '@/shared/ui/SavedToast';
import { NO_CHANNELS } from '../rules';
import { selectMarketing } from '../selectors';
import { marketingAnswerSubmitted, marketingRequested, marketingSavedMessageClosed } from '../slice';
import type { MarketingChannels } from '../types';
import { MarketingChannelFields } from './MarketingChannelFields';

export const MARKETING_MODAL_TITLE = 'Hear about products and events';
export const SAVE_CHOICES_LABEL = 'Save my choices';
export const DO_NOT_WISH_LABEL = 'I do not wish to see this again';
export const CLOSE_LABEL = 'Close';

/** The modal's own name in the one-overlay state, claimed on top of the Modal's generated one. */
const OVERLAY_ID = 'modal:marketing';

/**
 * The consent modal after a login (SPEC.md section 4): choose channels and submit, say 'do not wish to
 * see this again', or close it (it comes back at the next login). One modal at a time (SPEC.md
 * section 2): it waits while another overlay is open and steps aside when a later one opens over it.
 */
export function MarketingModal() {
  const dispatch = useDispatch();
  const { prompt, data, save } = useSelector(selectMarketing);
  const overlay = useSelector(selectOpenOverlay);
  const show = prompt === 'open' && (overlay === null || overlay === OVERLAY_ID);

  useEffect(() => {
    if (prompt === 'due') dispatch(marketingRequested());
  }, [prompt, dispatch]);

  // Runs after the Modal's own claim (a parent's effects follow its children's), so this name wins.
  useEffect(() => {
    if (!show) return;
    dispatch(overlayOpened(OVERLAY_ID));
    return () => {
      dispatch(overlayClosed(OVERLAY_ID));
    };
  }, [show, dispatch]);

  if (!show) return null;
  const saved = save.status === 'saved';
  const busy = save.status === 'saving';
  // Once saved, closing only ends the message; before that it is the 'closed' answer.
  const close = () => dispatch(saved ? marketingSavedMessageClosed() : marketingAnswerSubmitted({ outcome: 'closed' }));

  return (
    <Modal title={MARKETING_MODAL_TITLE} onClose={close}>
      {saved ? (
        <>
          <SavedToast open onClose={() => dispatch(marketingSavedMessageClosed())} />
          <ModalActions>
            {/* The form has gone with the focus in it: focus the one way on, so Tab stays in the dialog. */}
            <Button type="button" onClick={close} autoFocus>
              {CLOSE_LABEL}
            </Button>
          </ModalActions>
        </>
      ) : (
        <FieldIdScope prefix="marketing-modal">
          <Formik<MarketingChannels>
            initialValues={data?.channels ?? NO_CHANNELS}
            onSubmit={(channels) => {
              dispatch(marketingAnswerSubmitted({ outcome: 'submitted', channels }));
            }}
          >
            <Form noValidate aria-label="Marketing choices">
              <p>
                We would like to tell you about products, services and events that may interest you. Tell us how we may contact
                you. You can change this at any time in Marketing preferences.
              </p>
              <MarketingChannelFields />
              {save.status === 'failed' && <ErrorText role="alert">{save.error?.message}</ErrorText>}
              <Actions>
                <Button type="submit" $busy={busy}>
                  {SAVE_CHOICES_LABEL}
                </Button>
                <Button type="button" $variant="secondary" $busy={busy} onClick={() => dispatch(marketingAnswerSubmitted({ outcome: 'doNotWishToSee' }))}>
                  {DO_NOT_WISH_LABEL}
                </Button>
                <Button type="button" $variant="link" disabled={busy} onClick={close}>
                  {CLOSE_LABEL}
                </Button>
              </Actions>
            </Form>
          </Formik>
        </FieldIdScope>
      )}
    </Modal>
  );
}

const Actions = styled(ModalActions)`
  justify-content: flex-start;
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
