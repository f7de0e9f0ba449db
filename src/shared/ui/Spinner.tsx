import styled, { keyframes } from 'styled-components';

/** A spinner that says what it waits for (role status), never an unlabelled wheel. */
export function Spinner({ label }: { label: string }) {
  return (
    <Wrapper role="status">
      <Wheel aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Wheel = styled.span`
  flex-shrink: 0;
  width: 1.5rem;
  height: 1.5rem;
  border: 3px solid ${({ theme }) => theme.colors.subtle};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;
