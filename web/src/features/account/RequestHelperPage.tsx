import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/Spinner';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { appViewerQuery } from '../../viewerQuery';
import { RoleRequestStatus } from './RoleRequestStatus';
import { useRequestHelperAccess } from './useRequestHelperAccess';
import { formatPhone } from '../../lib/phone';

export const requestHelperPageQuery = graphql(`
  query RequestHelperPage_Query($withRequest: Boolean!) {
    viewer {
      id
      role
      phone
    }
    myRoleRequest @include(if: $withRequest) {
      id
      status
      ...RoleRequestStatus_request
    }
  }
`);

/**
 * /request-helper (spec §2): a client applies to join the team (phone required; experience and reason optional) and
 * sees how their latest request went. Helpers and admins see an info card with 'Go to Dashboard' instead.
 */
export function RequestHelperPage() {
  // The role is already known (the app's own query, from the cache); only a client's request is shown.
  const { data: app } = useQuery(appViewerQuery, { fetchPolicy: 'cache-only' });
  const role = app?.viewer?.role;
  const { data, error, refetch } = useQuery(requestHelperPageQuery, {
    variables: { withRequest: role === 'CLIENT' },
    skip: !role,
  });

  return (
    <StyledPage>
      <PageHeader title="Request Helper Access" lead="Join the Sunshine Clean team and take on cleaning jobs." />
      {!data?.viewer ? (
        error ? (
          <Alert>
            We couldn't load this page ({errorMessage(error)}).{' '}
            <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <PageLoader />
        )
      ) : data.viewer.role !== 'CLIENT' ? (
        <AlreadyOnTheTeam isAdmin={data.viewer.role === 'ADMIN'} />
      ) : (
        <>
          {data.myRoleRequest ? <RoleRequestStatus request={data.myRoleRequest} /> : null}
          {data.myRoleRequest?.status === 'PENDING' ? null : <RequestForm phone={data.viewer.phone} />}
        </>
      )}
    </StyledPage>
  );
}

function AlreadyOnTheTeam({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Card aria-labelledby="team-title">
      <CardTitle id="team-title">{isAdmin ? 'You run the team' : "You're already on the team"}</CardTitle>
      <CardDescription>
        {isAdmin
          ? 'Helper access is something clients ask for. You review their requests on the Dashboard (and under Settings).'
          : 'Your account already has helper access: your jobs, clock and payouts are on your dashboard.'}
      </CardDescription>
      <StyledRouterButton to="/">Go to Dashboard</StyledRouterButton>
    </Card>
  );
}

/** The client's application. Submit stays disabled until there is a phone number (spec §5). */
export function RequestForm({ phone: knownPhone }: { phone?: string | null }) {
  const { request, loading } = useRequestHelperAccess();
  const [phone, setPhone] = useState(formatPhone(knownPhone));
  const [experience, setExperience] = useState('');
  const [reason, setReason] = useState('');
  const complete = phone.trim() !== '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || loading) return;
    const sent = await request({ phone: phone.trim(), experience: experience.trim() || null, reason: reason.trim() || null });
    if (sent) {
      setExperience('');
      setReason('');
    }
  }

  return (
    <Card aria-labelledby="apply-title">
      <CardTitle id="apply-title">Apply to become a helper</CardTitle>
      <CardDescription>
        Tell us how to reach you and a little about yourself. An admin reviews every request; once approved you'll set up your
        helper profile and see your jobs here.
      </CardDescription>
      <StyledForm onSubmit={onSubmit} aria-labelledby="apply-title">
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          hint="Required. We'll call you to talk it over."
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <TextArea
          label="Cleaning experience"
          name="experience"
          rows={3}
          hint="Optional. Homes, offices, vacation rentals… and for how long."
          value={experience}
          onChange={(event) => setExperience(event.target.value)}
        />
        <TextArea
          label="Why do you want to join?"
          name="reason"
          rows={3}
          hint="Optional."
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <StyledActions>
          <Button type="submit" disabled={!complete || loading}>
            {loading ? 'Sending…' : 'Submit Request'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Card>
  );
}

const StyledPage = styled.div`
  max-width: 44rem;
`;

const StyledRouterButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    button {
      width: 100%;
    }
  }
`;
