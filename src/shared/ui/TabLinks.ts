import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A row of page tabs as links (each its own address); give the list its own margin. */
export const TabList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

/** One tab: outlined, filled when it is the page shown (aria-current="page"). */
export const TabLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;
