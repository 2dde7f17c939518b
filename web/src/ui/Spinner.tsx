import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** A spinner that screen readers hear as "Loading…" (or the given label). */
export function Spinner({ label = 'Loading…', size = 24 }: { label?: string; size?: number }) {
  return (
    <span role="status">
      <StyledSpinner aria-hidden="true" $size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

const StyledPageLoader = styled.div`
  min-height: 50vh;
  display: grid;
  place-items: center;
`;

/** The loading state of a whole page or route chunk. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <StyledPageLoader>
      <Spinner label={label} size={36} />
    </StyledPageLoader>
  );
}
