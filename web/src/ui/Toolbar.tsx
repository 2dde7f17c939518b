import styled from 'styled-components';

/** A row of controls above a screen's content (a period bar and its actions): ends apart, wrapping on a phone. */
export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
