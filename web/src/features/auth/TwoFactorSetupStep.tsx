import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { AuthenticatorQr } from '../../ui/AuthenticatorQr';
import { Button } from '../../ui/Button';
import { RecoveryCodes } from '../../ui/RecoveryCodes';
import { PageLoader } from '../../ui/Spinner';
import { OneTimeCodeField } from '../../ui/OneTimeCodeField';
import { Form } from '../../ui/Form';
import { StyledHeading, StyledLinkButton, StyledText } from './TwoFactorCodeStep';
import { useSchemaForm } from '../../lib/forms';
import { twoFactorCodeSchema } from '../../lib/validation';

export const beginSignInTwoFactorSetupMutation = graphql(`
  mutation TwoFactorSetupStep_Begin {
    beginSignInTwoFactorSetup {
      secret
      qrCodeDataUrl
    }
  }
`);

export const confirmSignInTwoFactorSetupMutation = graphql(`
  mutation TwoFactorSetupStep_Confirm($input: TwoFactorCodeInput!) {
    confirmSignInTwoFactorSetup(input: $input) {
      recoveryCodes
      user {
        id
      }
    }
  }
`);

/**
 * The owner requires two-factor sign-in for admin accounts and this one has none: set it up before going in (scan,
 * confirm a code, keep the recovery codes), then continue signed in.
 */
export function TwoFactorSetupStep({ onSignedIn, onStartOver }: { onSignedIn: () => Promise<void>; onStartOver: () => void }) {
  const [begin, { data: setup, error: beginError }] = useMutation(beginSignInTwoFactorSetupMutation);
  const [confirm, { loading }] = useMutation(confirmSignInTwoFactorSetupMutation);
  const form = useSchemaForm(twoFactorCodeSchema, { mode: 'onChange', defaultValues: { code: '' } });
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    void begin().catch(() => undefined);
  }, [begin]);

  const submit = form.handleSubmit(async ({ code }) => {
    if (loading) return;
    setError(null);
    try {
      const result = await confirm({ variables: { input: { code } } });
      setRecoveryCodes(result.data?.confirmSignInTwoFactorSetup.recoveryCodes ?? []);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  if (recoveryCodes) {
    return (
      <Form
        aria-labelledby="two-factor-step-title"
        onSubmit={(event) => {
          event.preventDefault();
          void onSignedIn();
        }}
      >
        <StyledHeading id="two-factor-step-title">Save your recovery codes</StyledHeading>
        <StyledText>
          Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they
          are not shown again.
        </StyledText>
        <RecoveryCodes codes={recoveryCodes} fileName="sunshine-clean-recovery-codes.txt" />
        <Button type="submit" $fullWidth>
          Continue
        </Button>
      </Form>
    );
  }

  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="two-factor-step-title">
      <StyledHeading id="two-factor-step-title">Set up two-factor sign-in</StyledHeading>
      <StyledText>
        Admin accounts must sign in with a code from an authenticator app. Scan this with the app (Google Authenticator, Microsoft
        Authenticator, 1Password…), then enter the code it shows.
      </StyledText>
      {beginError ? <Alert>{errorMessage(beginError)}</Alert> : null}
      {setup ? (
        <AuthenticatorQr
          qrCodeDataUrl={setup.beginSignInTwoFactorSetup.qrCodeDataUrl}
          secret={setup.beginSignInTwoFactorSetup.secret}
        />
      ) : beginError ? null : (
        <PageLoader label="Preparing your QR code…" />
      )}
      {error ? <Alert>{error}</Alert> : null}
      <OneTimeCodeField label="Code from the app" {...form.register('code')} />
      <Button type="submit" $fullWidth disabled={loading || !setup || !form.formState.isValid}>
        {loading ? 'Checking…' : 'Turn On and Sign In'}
      </Button>
      <StyledLinkButton type="button" onClick={onStartOver}>
        Start over
      </StyledLinkButton>
    </Form>
  );
}
