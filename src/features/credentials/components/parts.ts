import styled from 'styled-components';
import { cautionCss } from '@/shared/ui/cautionCss';
import { media } from '@/shared/theme/breakpoints';
import { frameGutters } from '@/shared/theme/frame';

/**
 * Styled parts shared by the credentials screens (they all sit outside the authenticated
 * shell, on one centred card, within the page frame's gutters). Each component keeps its own one-off parts at its end.
 */
export const Page = styled.main`
  display: flex;
  justify-content: center;
  min-height: 100vh;
  padding-block: ${({ theme }) => theme.space.xl};
  ${frameGutters}
  ${media.small} {
    padding-block: ${({ theme }) => theme.space.md};
  }
`;

export const Card = styled.div`
  width: min(100%, 560px);
  align-self: flex-start;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${media.small} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.colors.heading};
  &:focus {
    outline: none;
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  ${cautionCss}
  color: ${({ theme }) => theme.colors.danger};
`;

/** A change the bank has saved (the reset page, settings' password and PIN). */
export const Done = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
  &:focus {
    outline: none;
  }
`;
