import styled from 'styled-components';

/** The heading of one part of an account card (Change password, Two-step verification, Delete account). */
export const StyledSubheading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0.5rem 0 0.25rem;
  font-size: 1.0625rem;
`;

/** The muted sentence under a subheading. */
export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

/** A setting's text beside its buttons, the buttons wrapping under the text when the row is narrow. */
export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
`;

/** A form's buttons at its end, full width on a phone. */
export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    button {
      width: 100%;
    }
  }
`;
