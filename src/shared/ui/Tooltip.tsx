import { cloneElement, useCallback, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TooltipProps {
  /** The extra information; short text, no links or buttons (nothing in it can take focus). */
  content: ReactNode;
  /** The trigger: one focusable element (usually a Button). It gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
}

// SPEC.md section 2: only one tooltip may be open at a time; opening one closes the other.
const openTooltip: { close?: () => void } = {};

/**
 * Extra information about a control, shown while it is hovered or focused (WCAG 1.4.13):
 * the pointer can move onto the bubble without losing it, Esc hides it, and it stays until
 * then. The trigger is described by the text even while it is hidden, so a screen reader
 * hears it on focus without hovering.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  const hide = useCallback(() => setOpen(false), []);
  const show = useCallback(() => {
    if (openTooltip.close !== hide) openTooltip.close?.();
    openTooltip.close = hide;
    setOpen(true);
  }, [hide]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  useEffect(
    () => () => {
      if (openTooltip.close === hide) openTooltip.close = undefined;
    },
    [hide],
  );

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <Anchor
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <Bubble id={id} role="tooltip" hidden={!open} $placement={placement}>
        {content}
      </Bubble>
    </Anchor>
  );
}

const Anchor = styled.span`
  position: relative;
  display: inline-block;
`;

const Bubble = styled.span<{ $placement: 'top' | 'bottom' }>`
  position: absolute;
  left: 0;
  ${({ $placement }) => ($placement === 'top' ? 'bottom: 100%;' : 'top: 100%;')}
  z-index: ${({ theme }) => theme.layer.tooltip};
  width: max-content;
  max-width: min(${({ theme }) => theme.size.measure}, 90vw);
  margin: ${({ theme }) => theme.space.xs} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.tooltip};
  color: ${({ theme }) => theme.colors.onTooltip};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 400;
  white-space: normal;
  &[hidden] {
    display: none;
  }
`;
