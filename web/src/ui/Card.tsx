import styled, { css } from 'styled-components';

/** The card look (surface, border, rounded corners, shadow), for a card laid out its own way. */
export const cardSurface = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/**
 * A compact card of a phone-first list (the helper's clock, jobs and pay): the card look over a column of its parts,
 * roomier from 768px. A card with a status edge adds `border-left: 4px solid <colour>` after it.
 */
export const compactCard = css`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  padding: 1rem;

  @media (min-width: 768px) {
    padding: 1.25rem;
  }
`;

export const Card = styled.section`
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space(6)};

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const CardTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 0.25rem;
`;

export const CardDescription = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
