import { css } from 'styled-components';
import { media } from './breakpoints';

/**
 * The page frame's gutters (tokens' frame.gutter): 16 px on phones, 24 px from 600 px, 32 px from 960 px,
 * so nothing on a page touches the window's edge. For a full-width block (the login backdrop) whose
 * content is centred another way.
 */
export const frameGutters = css`
  padding-inline: ${({ theme }) => theme.frame.gutter.phone};
  ${media.fromSmall} {
    padding-inline: ${({ theme }) => theme.frame.gutter.tablet};
  }
  ${media.wide} {
    padding-inline: ${({ theme }) => theme.frame.gutter.desktop};
  }
`;

/**
 * The page frame's column: centred, at most frame.maxWidth of content, within the gutters. The shell's
 * main, its header and entity bar, the public pages' main and the footer all use it, so a page's text
 * starts where the header's does. content-box: maxWidth is the content's, the gutters come on top.
 */
export const frameColumn = css`
  box-sizing: content-box;
  max-width: ${({ theme }) => theme.frame.maxWidth};
  margin-inline: auto;
  ${frameGutters}
`;
