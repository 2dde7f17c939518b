import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { useSchemaForm } from '../../lib/forms';
import { signInSchema } from '../../lib/validation';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { appViewerQuery } from '../../viewerQuery';
import { AuthLayout, StyledFormFooter } from './AuthLayout';
import { safeReturnTo } from './returnTo';
import { Form } from '../../ui/Form';

export const signInMutation = graphql(`
  mutation SignInPage_SignIn($input: SignInInput!) {
    signIn(input: $input) {
      user {
        id
      }
    }
  }
`);

/** /signin: email and password; the server's message (wrong credentials, throttling) is shown inline. */
export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(signInSchema, { defaultValues: { email: '', password: '' } });
  const [signIn, { loading }] = useMutation(signInMutation, {
    refetchQueries: [appViewerQuery],
    awaitRefetchQueries: true,
  });

  const submit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await signIn({ variables: { input } });
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    navigate(safeReturnTo(params.get('returnTo')), { replace: true });
  });

  return (
    <AuthLayout title="Sign in" description="Welcome back. Sign in to manage your cleanings.">
      <Form onSubmit={(event) => void submit(event)}>
        {error ? <Alert>{error}</Alert> : null}
        <TextField label="Email" type="email" autoComplete="email" required {...form.register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...form.register('password')} />
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
