import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { Form } from '../../ui/Form';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verify, { loading }] = useMutation(verifyTwoFactorSignInMutation);
  const field = useRef<HTMLInputElement>(null);

  // The password form just went away: keyboard and screen-reader users continue in the code field.
  useEffect(() => {
    field.current?.focus();
  }, [useRecovery]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim() || loading) return;
    setError(null);
    try {
      await verify({ variables: { input: { code: code.trim() } } });
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    await onSignedIn();
  }

  function switchMode() {
    setUseRecovery((current) => !current);
    setCode('');
    setError(null);
  }

  return (
    <Form onSubmit={onSubmit} aria-labelledby="two-factor-step-title">
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
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="abcde-fghjk"
          required
          ref={field}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : (
        <TextField
          key="code"
          label="Authentication code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          placeholder="123456"
          required
          ref={field}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <Button type="submit" $fullWidth disabled={loading || !code.trim()}>
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

export const StyledLinkButton = styled.button`
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
