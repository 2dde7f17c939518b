import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { Form } from '../../ui/Form';
import { AuthLayout, StyledFormFooter } from './AuthLayout';

export const requestPasswordResetMutation = graphql(`
  mutation ForgotPasswordPage_RequestReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
    }
  }
`);

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(requestPasswordResetMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const result = await request({ variables: { input: { email: email.trim() } } });
      setSent(result.data?.requestPasswordReset.message ?? null);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <AuthLayout
      title="Forgot password?"
      description="Enter your account's email and we will send you a link to choose a new password."
    >
      {sent ? (
        <StyledNotice role="status">{sent}</StyledNotice>
      ) : (
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
          <Button type="submit" $fullWidth disabled={loading}>
            {loading ? 'Sending...' : 'Send reset link'}
          </Button>
        </Form>
      )}
      <StyledFormFooter>
        <Link to="/signin">Back to sign in</Link>
      </StyledFormFooter>
    </AuthLayout>
  );
}

/** A calm confirmation in the auth card (not an error). */
export const StyledNotice = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;
