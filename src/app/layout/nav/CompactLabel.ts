import styled from 'styled-components';
import { media } from '@/shared/theme/breakpoints';
import { visuallyHiddenCss } from '@/shared/ui/VisuallyHidden';

/**
 * The words beside a header icon (Details & settings, Notifications, Secure Messaging): shown from 1280 px;
 * from 960 to 1279 px only the icon shows, so the header fits on one line, and the words stay the link's or
 * button's accessible name.
 */
export const CompactLabel = styled.span`
  ${media.compactHeader} {
    ${visuallyHiddenCss}
  }
`;
