import styled from 'styled-components';

/** A list without bullets whose items (cards, mostly) stand one under another. */
export const StackList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
`;
