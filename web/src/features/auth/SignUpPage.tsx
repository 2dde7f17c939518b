import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { operationProblems, type OperationProblems } from '../../apollo/errors';
import { graphql } from '../../gql';
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

type Field = 'firstName' | 'lastName' | 'email' | 'password';

const NO_PROBLEMS: OperationProblems = { fields: {}, general: null };

/**
 * /signup: a new client account. The server signs it in; the refreshed viewer then needs a profile, so the
 * app moves on to 'Complete Your Profile'.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', password: '' });
  const [problems, setProblems] = useState<OperationProblems>(NO_PROBLEMS);
  const [signUp, { loading }] = useMutation(signUpMutation, {
    refetchQueries: [appViewerQuery],
    awaitRefetchQueries: true,
  });

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: problems.fields[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblems(NO_PROBLEMS);
    try {
      await signUp({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            password: values.password,
          },
        },
      });
    } catch (failure) {
      setProblems(operationProblems(failure));
      return;
    }
    navigate('/', { replace: true });
  }

  const hasFieldProblems = Object.keys(problems.fields).length > 0;

  return (
    <AuthLayout title="Create account" description="Book and manage your cleanings online.">
      <Form onSubmit={onSubmit}>
        {problems.general || hasFieldProblems ? (
          <Alert>{problems.general ?? 'Please correct the fields marked below.'}</Alert>
        ) : null}
        <TextField label="First name" autoComplete="given-name" required {...bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
        <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          {...bind('password')}
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
