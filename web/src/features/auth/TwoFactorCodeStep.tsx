import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { OneTimeCodeField } from '../../ui/OneTimeCodeField';
import { TextField } from '../../ui/TextField';
import { Form } from '../../ui/Form';
import { useSchemaForm } from '../../lib/forms';
import { signInCodeSchema } from '../../lib/validation';
import { TextButton } from '../../ui/Button';

export const verifyTwoFactorSignInMutation = graphql(`
  mutation TwoFactorCodeStep_Verify($input: TwoFactorCodeInput!) {
    verifyTwoFactorSignIn(input: $input) {
      usedRecoveryCode
      recoveryCodesLeft
      user {
        id
      }
    }
  }
`);

/**
 * The sign-in's second step: the six-digit code from the authenticator app, or one of the recovery codes. The
 * server limits wrong codes; its messages show inline. `onSignedIn` runs once the session is complete.
 */
export function TwoFactorCodeStep({ onSignedIn, onStartOver }: { onSignedIn: () => Promise<void>; onStartOver: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  // One field either way: the app's six digits or a recovery code, both checked by the same mutation.
  const form = useSchemaForm(signInCodeSchema, {
    mode: 'onChange',
    defaultValues: { code: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const [verify, { loading }] = useMutation(verifyTwoFactorSignInMutation);

  // The password form just went away: keyboard and screen-reader users continue in the code field.
  const { setFocus } = form;
  useEffect(() => {
    setFocus('code');
  }, [useRecovery, setFocus]);

  const submit = form.handleSubmit(async ({ code }) => {
    if (loading) return;
    setError(null);
    try {
      await verify({ variables: { input: { code } } });
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    await onSignedIn();
  });

  function switchMode() {
    setUseRecovery((current) => !current);
    form.reset();
    setError(null);
  }

  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="two-factor-step-title">
      <StyledHeading id="two-factor-step-title">{useRecovery ? 'Enter a recovery code' : 'Enter your code'}</StyledHeading>
      <StyledText>
        {useRecovery
          ? 'Use one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Sunshine Clean.'}
      </StyledText>
      {error ? <Alert>{error}</Alert> : null}
      {useRecovery ? (
        <TextField
          key="recovery"
          label="Recovery code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="abcde-fghjk"
          required
          {...form.register('code')}
        />
      ) : (
        <OneTimeCodeField key="code" label="Authentication code" {...form.register('code')} />
      )}
      <Button type="submit" $fullWidth disabled={loading || !form.formState.isValid}>
        {loading ? 'Checking…' : 'Verify'}
      </Button>
      <StyledLinks>
        <StyledLinkButton type="button" onClick={switchMode}>
          {useRecovery ? 'Use the code from your app instead' : 'Use a recovery code instead'}
        </StyledLinkButton>
        <StyledLinkButton type="button" onClick={onStartOver}>
          Start over
        </StyledLinkButton>
      </StyledLinks>
    </Form>
  );
}

export const StyledHeading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

export const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

export const StyledLinkButton = styled(TextButton)`
  min-height: 2.75rem;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
