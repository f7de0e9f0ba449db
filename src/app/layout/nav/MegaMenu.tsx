import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '@/shared/theme/breakpoints';
import { frameGutters } from '@/shared/theme/frame';
import { visuallyHiddenCss } from '@/shared/ui/VisuallyHidden';
import { useOverlay } from '@/shared/overlay/useOverlay';

/**
 * A mega menu as a disclosure (WAI-ARIA disclosure navigation): opens on hover and by
 * the button (Enter, Space, click); Esc closes it and puts focus back on the button.
 * The single overlay state closes any other menu, panel or tooltip.
 */
export function MegaMenu({ id, label, shortLabel, children }: { id: string; label: string; shortLabel?: string; children: ReactNode }) {
  const { isOpen, open, close, toggle } = useOverlay(`megaMenu:${id}`);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // A pointer that hovers, then clicks, means "open": the click must not close what the hover opened.
  const openedByHover = useRef(false);
  const onHover = () => {
    openedByHover.current = !isOpen;
    open();
  };
  const onClick = () => {
    if (openedByHover.current && isOpen) openedByHover.current = false;
    else toggle();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    close();
    button.current?.focus();
  };

  return (
    <Item onMouseEnter={onHover} onMouseLeave={close} onKeyDown={onKeyDown}>
      <Trigger ref={button} type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={onClick}>
        <FullLabel $compacts={Boolean(shortLabel)}>{label}</FullLabel>
        {/* 960 to 1279 px: the short label shows, and the full one stays the button's name. */}
        {shortLabel && <ShortLabel aria-hidden="true">{shortLabel}</ShortLabel>}
        <Caret aria-hidden="true">{isOpen ? '▴' : '▾'}</Caret>
      </Trigger>
      <Panel
        id={panelId}
        hidden={!isOpen}
        // Following a link inside closes the menu.
        onClick={(event) => (event.target as HTMLElement).closest('a') && close()}
      >
        {/* Built when opened: a closed menu's links are dozens of elements every page would render for nothing (issue 13). */}
        {isOpen && children}
      </Panel>
    </Item>
  );
}

/** Not positioned: a panel hangs from the header's row (its column), not from its button. */
const Item = styled.li`
  list-style: none;
`;

const Trigger = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.onBrand};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.brand};
  }
`;

/** Visually hidden (still named) where the short label shows. */
const FullLabel = styled.span<{ $compacts: boolean }>`
  ${({ $compacts }) =>
    $compacts &&
    css`
      ${media.compactHeader} {
        ${visuallyHiddenCss}
      }
    `}
`;

const ShortLabel = styled.span`
  display: none;
  ${media.compactHeader} {
    display: inline;
  }
`;

const Caret = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
`;

/**
 * As wide as the header's row (the page's column with its gutters), whichever button opened it: hung from
 * its own button, a later menu's panel ran past the window's right edge from 960 to 1279 px.
 */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.layer.menu};
  padding-block: ${({ theme }) => theme.space.lg};
  /* Its links line up with the page's column below. */
  ${frameGutters}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md};
  /* The header's row does not wrap and has the header's type size; a panel's links do, at body size. */
  font-size: ${({ theme }) => theme.font.size.md};
  white-space: normal;
  &[hidden] {
    display: none;
  }
`;

/** Rows of columns, where a menu lays its parts out in rows (accountsMenuLayout.ts): spaced as the columns are. */
export const MenuRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Columns inside a mega menu (a row of them): three, all of one width, so the columns of rows line up. */
export const MenuColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.colors.heading};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;
