import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** The app's button; `variant` picks the look, never the behaviour. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.brand};
          color: ${theme.colors.onBrand};
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.brand};
          `
        : css`
            background: none;
            border-color: transparent;
            color: ${theme.colors.brand};
            text-decoration: underline;
            padding: 0 ${theme.space.xs};
          `}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
