import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { AccountPageLoad } from './AccountPageLoad';
import { PageHeader } from '../../ui/PageHeader';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { appViewerQuery } from '../../viewerQuery';
import { RoleRequestStatus } from './RoleRequestStatus';
import { useRequestHelperAccess } from './useRequestHelperAccess';
import { formatPhone } from '../../lib/phone';
import { useSchemaForm } from '../../lib/forms';
import { roleRequestSchema } from '../../lib/validation';
import { Form } from '../../ui/Form';
import { StyledActions } from './accountStyles';

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
      <PageHeader
        title="Request Helper Access"
        lead={
          // The invitation is for clients; the owner and helpers are already on the team (issue 16: copy per role).
          role === 'CLIENT' || !role
            ? 'Join the Sunshine Clean team and take on cleaning jobs.'
            : role === 'ADMIN'
              ? 'Clients ask here to join your team.'
              : 'Clients ask here to join the team.'
        }
      />
      {!data?.viewer ? (
        <AccountPageLoad error={error} what="this page" refetch={refetch} />
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
  const form = useSchemaForm(roleRequestSchema, {
    mode: 'onChange',
    defaultValues: { phone: formatPhone(knownPhone), experience: '', reason: '' },
  });

  const submit = form.handleSubmit(async (application) => {
    if (loading) return;
    if (await request(application)) form.reset({ ...form.getValues(), experience: '', reason: '' });
  });

  return (
    <Card aria-labelledby="apply-title">
      <CardTitle id="apply-title">Apply to become a helper</CardTitle>
      <CardDescription>
        Tell us how to reach you and a little about yourself. An admin reviews every request; once approved you'll set up your
        helper profile and see your jobs here.
      </CardDescription>
      <Form onSubmit={(event) => void submit(event)} aria-labelledby="apply-title">
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          hint="Required. We'll call you to talk it over."
          {...form.register('phone')}
        />
        <TextArea
          label="Cleaning experience"
          rows={3}
          hint="Optional. Homes, offices, vacation rentals… and for how long."
          {...form.register('experience')}
        />
        <TextArea label="Why do you want to join?" rows={3} hint="Optional." {...form.register('reason')} />
        <StyledActions>
          <Button type="submit" disabled={!form.formState.isValid || loading}>
            {loading ? 'Sending…' : 'Submit Request'}
          </Button>
        </StyledActions>
      </Form>
    </Card>
  );
}

const StyledPage = styled.div`
  max-width: 44rem;
`;

const StyledRouterButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
