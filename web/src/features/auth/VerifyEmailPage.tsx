import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { appViewerQuery } from '../../viewerQuery';
import { AuthLayout, StyledFormFooter } from './AuthLayout';
import { StyledNotice } from './ForgotPasswordPage';

export const verifyEmailMutation = graphql(`
  mutation VerifyEmailPage_Verify($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      verified
    }
  }
`);

/** /verify-email?token=…: the link of the sign-up email confirms the address at once, signed in or not. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ done: boolean; error: string | null }>({ done: false, error: null });
  const [verify] = useMutation(verifyEmailMutation, { refetchQueries: [appViewerQuery] });
  const started = useRef(false);

  useEffect(() => {
    // The link is single-use: verify once even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    verify({ variables: { input: { token } } })
      .then(() => setState({ done: true, error: null }))
      .catch((failure: unknown) => setState({ done: true, error: errorMessage(failure) }));
  }, [token, verify]);

  return (
    <AuthLayout title="Verify your email">
      {!state.done ? (
        <StyledNotice role="status">Checking your link…</StyledNotice>
      ) : state.error ? (
        <Alert>{state.error}</Alert>
      ) : (
        <StyledNotice role="status">Your email address is verified. You can book cleanings now.</StyledNotice>
      )}
      <StyledFormFooter>
        <Link to="/">Continue</Link>
      </StyledFormFooter>
    </AuthLayout>
  );
}
