import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { useSchemaForm } from '../../lib/forms';
import { signInSchema } from '../../lib/validation';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { appViewerQuery } from '../../viewerQuery';
import { AuthLayout, StyledFormFooter } from './AuthLayout';
import { safeReturnTo } from './returnTo';
import { TwoFactorCodeStep } from './TwoFactorCodeStep';
import { TwoFactorSetupStep } from './TwoFactorSetupStep';

export const signInMutation = graphql(`
  mutation SignInPage_SignIn($input: SignInInput!) {
    signIn(input: $input) {
      nextStep
      user {
        id
      }
    }
  }
`);

/**
 * /signin: email and password, then (for an account with two-factor sign-in) the code from the authenticator app,
 * or setting one up when the owner requires it. The server's messages (wrong credentials, throttling) show inline.
 */
export function SignInPage({ resume }: { resume?: 'setup' } = {}) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const form = useSchemaForm(signInSchema, { defaultValues: { email: '', password: '' } });
  const [error, setError] = useState<string | null>(null);
  // A session already owing the set-up (the owner required two-factor while it was signed in) starts there.
  const [step, setStep] = useState<'password' | 'code' | 'setup'>(resume ?? 'password');
  const [signIn, { loading }] = useMutation(signInMutation);

  /** The session is complete: the root query moves the app to the signed-in state, then on to where it was going. */
  async function finish() {
    await client.refetchQueries({ include: [appViewerQuery] });
    navigate(safeReturnTo(params.get('returnTo')), { replace: true });
  }

  function startOver() {
    setStep('password');
    form.resetField('password');
    setError(null);
  }

  const submit = form.handleSubmit(async (input) => {
    setError(null);
    let nextStep: string | undefined;
    try {
      const result = await signIn({ variables: { input } });
      nextStep = result.data?.signIn.nextStep;
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    if (nextStep === 'TWO_FACTOR_CODE') setStep('code');
    else if (nextStep === 'TWO_FACTOR_SETUP') setStep('setup');
    else await finish();
  });

  if (step !== 'password') {
    const Step = step === 'code' ? TwoFactorCodeStep : TwoFactorSetupStep;
    return (
      <AuthLayout
        title="Sign in"
        description={
          form.getValues('email').trim()
            ? `Two-factor sign-in for ${form.getValues('email').trim()}.`
            : 'Two-factor sign-in is now required for admin accounts. Set it up to continue.'
        }
      >
        <Step onSignedIn={finish} onStartOver={startOver} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in" description="Welcome back. Sign in to manage your cleanings.">
      <Form onSubmit={(event) => void submit(event)}>
        {error ? <Alert>{error}</Alert> : null}
        <TextField label="Email" type="email" autoComplete="email" required {...form.register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...form.register('password')} />
        <StyledForgot>
          <Link to="/forgot-password">Forgot password?</Link>
        </StyledForgot>
        <Button type="submit" $fullWidth disabled={loading}>
          {loading ? 'Signing in...' : 'Sign in'}
        </Button>
      </Form>
      <StyledFormFooter>
        New to Sunshine Clean? <Link to="/signup">Create account</Link>
      </StyledFormFooter>
    </AuthLayout>
  );
}

const StyledForgot = styled.p`
  margin: -0.5rem 0 0;
  text-align: right;
  font-size: 0.9375rem;
`;
