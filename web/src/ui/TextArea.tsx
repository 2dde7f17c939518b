import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

import { FieldFrame, fieldControlStyles, fieldDisabledStyles, useFieldIds, type FieldProps } from './Field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldProps {}

/** A labelled multi-line text box with its hint and error wired up through aria-describedby. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, rows = 4, ...textAreaProps },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, 'textarea', hint, error);

  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <StyledTextArea
        ref={ref}
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        {...textAreaProps}
      />
    </FieldFrame>
  );
});

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 5.5rem;
  padding: 0.625rem 0.75rem;
  resize: vertical;
  ${fieldControlStyles}
  ${fieldDisabledStyles}
`;
