import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { IdleWarningDialog } from '@/features/session/components/IdleWarningDialog';
import { LogoutButton } from '@/features/session/components/LogoutButton';
import { selectUser } from '@/features/session/selectors';
import { useAppSelector } from '../hooks';

/** The authenticated shell at / (the navigation of SPEC.md section 2 grows here). */
export function AppShell() {
  const user = useAppSelector(selectUser);
  return (
    <>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <Header>
        <Brand>Online Banking</Brand>
        <HeaderEnd>
          {user && <span>{user.preferredName || user.firstName}</span>}
          <LogoutButton />
        </HeaderEnd>
      </Header>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <IdleWarningDialog />
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.layer.modal};
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
`;

const Brand = styled.span`
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
