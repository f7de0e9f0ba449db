import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/**
 * The app's button; `variant` picks the look, never the behaviour. At least 44 px tall at
 * the default text size and growing with it (rem), wrapping long labels instead of clipping, a long
 * word of the bank's (a payee's name in "Edit …") included, so a button never widens the page.
 *
 * `$busy` is for a button whose form stays on screen while what it started runs (saving): it looks
 * and acts disabled but keeps focus. A `disabled` button that has focus drops it to the page body, and
 * the keyboard user has to find their way back.
 */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant; $busy?: boolean }>(({ $busy }) =>
  $busy
    ? {
        'aria-disabled': true,
        // A click (or Enter, or a form's implicit submit) does nothing while busy.
        onClick: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
      }
    : {},
)<{ $variant?: ButtonVariant; $busy?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  max-width: 100%;
  overflow-wrap: anywhere;
  cursor: pointer;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  transition: background-color ${({ theme }) => theme.motion.fast} ease-out;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.brand};
          color: ${theme.colors.onBrand};
          &:hover:not(:disabled) {
            background: ${theme.colors.brandStrong};
            border-color: ${theme.colors.brandStrong};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.brand};
            &:hover:not(:disabled) {
              background: ${theme.colors.subtle};
            }
          `
        : css`
            background: none;
            border-color: transparent;
            color: ${theme.colors.link};
            text-decoration: underline;
            padding: 0 ${theme.space.xs};
            &:hover:not(:disabled) {
              color: ${theme.colors.linkHover};
              text-decoration-thickness: 0.15em;
            }
          `}
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
