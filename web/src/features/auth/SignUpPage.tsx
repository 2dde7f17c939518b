import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { operationProblems } from '../../apollo/errors';
import { graphql } from '../../gql';
import { fieldError, showServerProblems, useSchemaForm } from '../../lib/forms';
import { signUpSchema } from '../../lib/validation';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AuthLayout, StyledFormFooter } from './AuthLayout';
import { StyledNotice } from './ForgotPasswordPage';
import { Form } from '../../ui/Form';

export const signUpMutation = graphql(`
  mutation SignUpPage_SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      message
    }
  }
`);

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * /signup: a new client account. The server answers the same whether or not the address already has an account (so
 * the page cannot tell anyone who has one): check your email, then sign in, and the app asks for the profile.
 */
export function SignUpPage() {
  const [general, setGeneral] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(signUpSchema, { defaultValues: { firstName: '', lastName: '', email: '', password: '' } });
  const { errors } = form.formState;
  const [signUp, { loading }] = useMutation(signUpMutation);

  const submit = form.handleSubmit(async (input) => {
    setGeneral(null);
    try {
      const result = await signUp({ variables: { input } });
      setSent(result.data?.signUp.message ?? null);
    } catch (failure) {
      const problems = operationProblems(failure);
      const rest = showServerProblems(form.setError, problems.fields, FIELDS);
      setGeneral([problems.general, ...rest].filter(Boolean).join('\n') || null);
    }
  });

  if (sent) {
    return (
      <AuthLayout title="Check your email" description="One more step before you book.">
        <StyledNotice role="status">{sent}</StyledNotice>
        <StyledFormFooter>
          <Link to="/signin">Sign in</Link>
        </StyledFormFooter>
      </AuthLayout>
    );
  }

  const hasFieldProblems = FIELDS.some((field) => errors[field]);
  const field = (name: (typeof FIELDS)[number]) => ({ error: fieldError(errors, name), ...form.register(name) });

  return (
    <AuthLayout title="Create account" description="Book and manage your cleanings online.">
      <Form onSubmit={(event) => void submit(event)}>
        {general || hasFieldProblems ? <Alert>{general ?? 'Please correct the fields marked below.'}</Alert> : null}
        <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          {...field('password')}
        />
        <Button type="submit" $fullWidth disabled={loading}>
          {loading ? 'Creating account...' : 'Create account'}
        </Button>
      </Form>
      <StyledFormFooter>
        Already have an account? <Link to="/signin">Sign in</Link>
      </StyledFormFooter>
    </AuthLayout>
  );
}
