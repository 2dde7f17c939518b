import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { operationProblems } from '../../apollo/errors';
import { graphql } from '../../gql';
import { fieldError, showServerProblems, useSchemaForm } from '../../lib/forms';
import { signUpSchema } from '../../lib/validation';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { appViewerQuery } from '../../viewerQuery';
import { AuthLayout, StyledFormFooter } from './AuthLayout';
import { Form } from '../../ui/Form';

export const signUpMutation = graphql(`
  mutation SignUpPage_SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      user {
        id
      }
    }
  }
`);

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * /signup: a new client account. The server signs it in; the refreshed viewer then needs a profile, so the
 * app moves on to 'Complete Your Profile'.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useSchemaForm(signUpSchema, { defaultValues: { firstName: '', lastName: '', email: '', password: '' } });
  const { errors } = form.formState;
  const [signUp, { loading }] = useMutation(signUpMutation, {
    refetchQueries: [appViewerQuery],
    awaitRefetchQueries: true,
  });

  const submit = form.handleSubmit(async (input) => {
    setGeneral(null);
    try {
      await signUp({ variables: { input } });
    } catch (failure) {
      const problems = operationProblems(failure);
      const rest = showServerProblems(form.setError, problems.fields, FIELDS);
      setGeneral([problems.general, ...rest].filter(Boolean).join('\n') || null);
      return;
    }
    navigate('/', { replace: true });
  });

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
