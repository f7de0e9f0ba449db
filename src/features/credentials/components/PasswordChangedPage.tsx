import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Heading, Lead, Page } from './parts';
import { ROUTES } from '@/shared/routes/routeTable';

/** /digital: where a password change by reset link ends (DECISIONS.md). */
export function PasswordChangedPage() {
  return (
    <Page>
      <Card>
        <Heading>Your password has been changed</Heading>
        <Lead>You can now log in to Online Banking with your new password.</Lead>
        <LoginLink to={ROUTES.login.href()}>Log in again</LoginLink>
      </Card>
    </Page>
  );
}

/** A link that looks like the primary button: it navigates, so it stays a link. */
const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: 600;
  text-decoration: none;
`;
