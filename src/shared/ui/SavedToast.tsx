import { useEffect, useEffectEvent } from 'react';
import styled from 'styled-components';

/** SPEC.md sections 4 and 9: saved messages show for 3 s. */
export const SAVED_MESSAGE_MS = 3000;
export const SAVED_MESSAGE = 'Your changes have been saved.';

export interface SavedToastProps {
  /** Show the message; it calls onClose after durationMs, and the owner sets this back. */
  open: boolean;
  onClose: () => void;
  message?: string;
  /** 3 s by default; the account rename confirmation is 5 s. */
  durationMs?: number;
}

/**
 * A short confirmation that something was saved. The live region is always there, so the
 * message is announced when it appears (a region added with its text often is not). It
 * sits in the page flow, never over the content or the focused control.
 */
export function SavedToast({ open, onClose, message = SAVED_MESSAGE, durationMs = SAVED_MESSAGE_MS }: SavedToastProps) {
  // The owner's onClose may change every render; the timer must not restart for that.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(close, durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs]);

  return (
    <Region role="status">
      {open && (
        <Toast>
          <Tick aria-hidden="true">✓</Tick>
          {message}
        </Toast>
      )}
    </Region>
  );
}

// Never display: none, even when empty: a hidden live region is not watched by screen readers.
const Region = styled.div``;

const Toast = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Tick = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
`;
