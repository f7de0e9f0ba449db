import { css } from 'styled-components';

/**
 * What a printed page leaves out (issue 30: "printing the transactions page can include the balance chart"):
 * the shell's header, entity bar and footer, the demo dock, and controls that do nothing on paper. The
 * page's own content, its charts included, prints as it stands.
 */
export const hiddenInPrint = css`
  @media print {
    display: none !important;
  }
`;
