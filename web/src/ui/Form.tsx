import styled from 'styled-components';

/** A form's fields, one above the other. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** A form's or dialog's buttons: at the end of the row, stacked full width on a phone with the main action on top. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;
