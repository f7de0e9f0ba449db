import { useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ReactReduxContext } from 'react-redux';
import styled from 'styled-components';
import { overlayClosed, overlayOpened } from '../overlay/overlaySlice';
import { restoreFocus } from './focusHeading';

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** Esc and the backdrop call this; leave it out for a modal that must be answered. */
  onClose?: () => void;
  /** 'alertdialog' for messages that interrupt (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog: labelled by its title, focus moves in on open, Tab stays
 * inside, Esc closes, and focus returns to where it was when it closes; when that is gone, disabled or in a
 * menu the dialog closed, to that menu's button or the page's heading instead (restoreFocus).
 */
export function Modal({ title, children, onClose, role = 'dialog' }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const redux = useContext(ReactReduxContext);

  // One overlay at a time (SPEC.md section 2): a modal closes any menu, panel or slide-over.
  useEffect(() => {
    const id = `modal:${titleId}`;
    redux?.store.dispatch(overlayOpened(id));
    return () => {
      redux?.store.dispatch(overlayClosed(id));
    };
  }, [redux, titleId]);

  useEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => restoreFocus(returnTo);
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose?.()}>
      <Panel ref={panel} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Title id={titleId}>{title}</Title>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Panel = styled.div`
  /* rem: the panel widens with the reader's text size instead of squeezing it. */
  width: min(100%, 30rem);
  max-height: 100%;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;
