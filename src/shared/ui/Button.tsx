import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/**
 * The app's button; `variant` picks the look, never the behaviour. At least 44 px tall at
 * the default text size and growing with it (rem), wrapping long labels instead of clipping, a long
 * word of the bank's (a payee's name in "Edit …") included, so a button never widens the page.
 */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
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
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
