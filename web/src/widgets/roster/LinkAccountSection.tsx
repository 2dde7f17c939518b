import { useId } from 'react';
import styled from 'styled-components';
import { operationProblems } from '../../apollo/errors';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { fieldError, showServerProblems, useSchemaForm } from '../../lib/forms';
import type { ActionOutcome } from '../../lib/useToastedAction';
import { linkAccountSchema } from '../../lib/validation';

/**
 * In the Edit dialog: the account that reads this record's messages, or a way to link one. Someone the admin entered
 * by hand who later signs up has an account without a record; linking joins the two (and lets messages reach them).
 */
export function LinkAccountSection(props: {
  kind: 'client' | 'helper';
  linkedEmail: string | null;
  onLink: (email: string) => Promise<ActionOutcome>;
  loading: boolean;
}) {
  const form = useSchemaForm(linkAccountSchema, { defaultValues: { email: '' } });
  const headingId = useId();
  const submit = form.handleSubmit(async ({ email }) => {
    if (props.loading) return;
    const result = await props.onLink(email);
    if (result.ok) form.reset();
    else showServerProblems(form.setError, operationProblems(result.error).fields, ['email']);
  });

  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeading id={headingId}>Account</StyledHeading>
      {props.linkedEmail ? (
        <StyledText>
          Signed up as <strong>{props.linkedEmail}</strong>. Messages reach them on their Messages screen.
        </StyledText>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <StyledText>No account is linked yet. If they have signed up, link their account so messages reach them.</StyledText>
          <StyledRow>
            <TextField
              label={`The ${props.kind}'s account email`}
              type="email"
              autoComplete="off"
              error={fieldError(form.formState.errors, 'email')}
              {...form.register('email')}
            />
            <Button type="submit" $variant="secondary" disabled={props.loading}>
              {props.loading ? 'Linking…' : 'Link Account'}
            </Button>
          </StyledRow>
        </form>
      )}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  margin-top: 1.25rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledHeading = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1rem;
`;

const StyledText = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.5rem;
  & > :first-child {
    flex: 1 1 14rem;
  }
  & > button {
    margin-top: 1.75rem;
  }
`;
