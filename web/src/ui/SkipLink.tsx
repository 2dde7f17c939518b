import styled from 'styled-components';

/** 'Skip to main content': off screen until a keyboard user tabs to it, then at the top left. */
export const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 50;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus {
    top: 0.5rem;
  }
`;
