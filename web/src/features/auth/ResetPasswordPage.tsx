import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { Form } from '../../ui/Form';
import { AuthLayout, StyledFormFooter } from './AuthLayout';
import { StyledNotice } from './ForgotPasswordPage';

export const resetPasswordMutation = graphql(`
  mutation ResetPasswordPage_Reset($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      reset
    }
  }
`);

/** /reset-password?token=…: the emailed link. A new password, twice; then every session is signed out. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [reset, { loading }] = useMutation(resetPasswordMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (password !== confirm) {
      setError('The two passwords do not match.');
      return;
    }
    try {
      await reset({ variables: { input: { token, newPassword: password } } });
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <AuthLayout title="Choose a new password">
      {done ? (
        <StyledNotice role="status">Your password was reset. Sign in with your new password.</StyledNotice>
      ) : (
        <Form onSubmit={onSubmit}>
          {error ? <Alert>{error}</Alert> : null}
          <TextField
            label="New password"
            name="new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label="Confirm new password"
            name="confirm-password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <Button type="submit" $fullWidth disabled={loading || !token}>
            {loading ? 'Saving...' : 'Reset password'}
          </Button>
        </Form>
      )}
      <StyledFormFooter>
        <Link to="/signin">Sign in</Link>
      </StyledFormFooter>
    </AuthLayout>
  );
}
