import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { frameColumn } from '@/shared/theme/frame';
import { TypographyStyle } from '@/shared/theme/TypographyStyle';

/**
 * The page frame of the pages outside the shell that are plain text (session ended, logged out, not found):
 * the same column and gutters as the shell's main, and the same headings, so none of them wraps or styles
 * itself. In the session chunk, with the pages it frames: /login's first download does not grow.
 */
export function PublicLayout() {
  return (
    <Main id="main-content" tabIndex={-1}>
      <TypographyStyle />
      <Outlet />
    </Main>
  );
}

const Main = styled.main`
  ${frameColumn}
  display: flow-root;
  padding-block: ${({ theme }) => theme.space.xl};
`;
