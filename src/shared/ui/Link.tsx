import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

/** One look for every link: underlined (colour alone must not carry meaning, WCAG 1.4.1). */
export const linkStyles = css`
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
    text-decoration-thickness: 0.15em;
  }
`;

/** A link inside the app (react-router's Link, so it never reloads the page); same props. */
export const Link = styled(RouterLink)`
  ${linkStyles}
`;

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

export const NEW_TAB_TEXT = '(opens in a new tab)';

/**
 * A link out of Online Banking. It opens a new tab, says so to screen readers (WCAG 3.2.5),
 * and gives the other site no handle on this window (noopener noreferrer).
 */
export function ExternalLink({ children, ...anchor }: ExternalLinkProps) {
  return (
    <Anchor {...anchor} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {NEW_TAB_TEXT}</VisuallyHidden>
    </Anchor>
  );
}

const Anchor = styled.a`
  ${linkStyles}
`;
