import styled from 'styled-components';

/** The unread dot beside Notifications and Secure Messaging (always with hidden text). */
export const Dot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
`;
