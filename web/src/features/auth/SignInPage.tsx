import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signIn, { loading }] = useMutation(signInMutation, {
    refetchQueries: [appViewerQuery],
    awaitRefetchQueries: true,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await signIn({ variables: { input: { email: email.trim(), password } } });
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    navigate(safeReturnTo(params.get('returnTo')), { replace: true });
  }

  return (
    <AuthLayout title="Sign in" description="Welcome back. Sign in to manage your cleanings.">
      <Form onSubmit={onSubmit}>
        {error ? <Alert>{error}</Alert> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
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
