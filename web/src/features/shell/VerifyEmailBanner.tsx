import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Button } from '../../ui/Button';

export const VerifyEmailBanner_viewer = graphql(`
  fragment VerifyEmailBanner_viewer on User {
    email
    emailVerified
  }
`);

export const resendVerificationMutation = graphql(`
  mutation VerifyEmailBanner_Resend {
    resendVerificationEmail {
      sent
    }
  }
`);

/** Until the address is confirmed (booking needs it): a banner under the header with a resend action. */
export function VerifyEmailBanner(props: { viewer: FragmentType<typeof VerifyEmailBanner_viewer> }) {
  const viewer = useFragment(VerifyEmailBanner_viewer, props.viewer);
  const [status, setStatus] = useState<string | null>(null);
  const [resend, { loading }] = useMutation(resendVerificationMutation);
  if (viewer.emailVerified) return null;

  async function onResend() {
    try {
      await resend();
      setStatus(`We sent a new link to ${viewer.email}.`);
    } catch (failure) {
      setStatus(errorMessage(failure));
    }
  }

  return (
    <StyledBanner role="region" aria-label="Account verification">
      <p>
        Please verify your email address: open the link we sent to <strong>{viewer.email}</strong>. You can book cleanings once it
        is verified.
      </p>
      <Button type="button" $variant="secondary" onClick={() => void onResend()} disabled={loading}>
        {loading ? 'Sending...' : 'Resend email'}
      </Button>
      <StyledStatus role="status">{status}</StyledStatus>
    </StyledBanner>
  );
}

const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
    flex: 1 1 20rem;
  }
`;

const StyledStatus = styled.span`
  flex-basis: 100%;
  &:empty {
    display: none;
  }
`;
