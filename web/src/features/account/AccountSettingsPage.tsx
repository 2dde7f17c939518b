import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { AlertTriangleIcon, BellIcon, CalendarIcon, HelpersIcon, LockIcon, MessageIcon, UserIcon } from '../../ui/Icon';
import { AccountPageLoad } from './AccountPageLoad';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { CalendarFeed } from './CalendarFeed';
import { NotificationPreferences } from './NotificationPreferences';
import { TextPreferences } from './TextPreferences';
import { TwoFactorSection } from './TwoFactorSection';
import { useChangePassword, useUpdateMyProfile } from './useAccountMutations';
import { formatPhone } from '../../lib/phone';
import { fieldError, showServerProblems, useSchemaForm } from '../../lib/forms';
import { changePasswordSchema, myProfileSchema, PASSWORD_MIN_LENGTH } from '../../lib/validation';
import { IconTile } from '../../ui/IconTile';
import { StyledActions, StyledHint as BaseHint, StyledRow as BaseRow, StyledSubheading } from './accountStyles';

export const accountSettingsPageQuery = graphql(`
  query AccountSettingsPage_Query {
    viewer {
      id
      role
      firstName
      lastName
      displayName
      phone
      email
      client {
        id
        address
      }
      ...TwoFactorSection_viewer
    }
    publicSite {
      email
    }
  }
`);

/** /account-settings (spec §2): profile, security, email notifications, the calendar feed and the danger zone. */
export function AccountSettingsPage() {
  const { data, error, refetch } = useQuery(accountSettingsPageQuery);

  return (
    <StyledPage>
      <PageHeader title="Account Settings" lead="Your profile, your password and your account." />
      {!data?.viewer ? (
        <AccountPageLoad error={error} what="your account" label="Loading your account…" refetch={refetch} />
      ) : (
        <>
          <ProfileSection
            key={data.viewer.id}
            viewer={data.viewer}
            owner={data.viewer.role === 'ADMIN'}
            client={data.viewer.role === 'CLIENT'}
          />
          <SecuritySection>
            <TwoFactorSection viewer={data.viewer} />
          </SecuritySection>
          <Section
            icon={<BellIcon />}
            titleId="email-preferences-title"
            title="Email preferences"
            description="Which news also comes to your inbox."
          >
            <NotificationPreferences />
          </Section>
          <Section
            icon={<MessageIcon />}
            titleId="text-preferences-title"
            title="Text messages"
            description="Which news comes to your phone by text, with your consent."
          >
            <TextPreferences viewerRole={data.viewer.role} />
          </Section>
          <Section
            icon={<CalendarIcon />}
            titleId="calendar-feed-title"
            title="Calendar feed"
            description="Your visits in your own calendar app."
          >
            <CalendarFeed viewerRole={data.viewer.role} />
          </Section>
          {data.viewer.role === 'CLIENT' ? <JoinTheTeam /> : null}
          <DangerZone supportEmail={data.publicSite.email} owner={data.viewer.role === 'ADMIN'} />
        </>
      )}
    </StyledPage>
  );
}

interface ProfileViewer {
  firstName: string;
  lastName: string;
  displayName?: string | null;
  phone?: string | null;
  email: string;
  client?: { address?: string | null } | null;
}

function ProfileSection({ viewer, owner, client }: { viewer: ProfileViewer; owner: boolean; client: boolean }) {
  const { save, loading } = useUpdateMyProfile();
  const form = useSchemaForm(myProfileSchema, {
    mode: 'onChange',
    defaultValues: {
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      displayName: viewer.displayName ?? '',
      phone: formatPhone(viewer.phone),
      address: viewer.client?.address ?? '',
    },
  });
  const fields = ['firstName', 'lastName', 'displayName', 'phone', 'address'] as const;
  const bind = (name: (typeof fields)[number]) => ({ error: fieldError(form.formState.errors, name), ...form.register(name) });

  const submit = form.handleSubmit(async (profile) => {
    if (loading) return;
    // Only a client has a home address here (the API refuses one from anyone else).
    const { address, ...account } = profile;
    const outcome = await save(client ? { ...account, address } : account);
    if (!outcome.ok) showServerProblems(form.setError, outcome.problems.fields, fields);
  });

  return (
    <Section
      icon={<UserIcon />}
      titleId="profile-title"
      title="Profile"
      description={owner ? 'How you appear to your clients and your team.' : 'How you appear to the business and its team.'}
    >
      <StyledForm onSubmit={(event) => void submit(event)} aria-labelledby="profile-title">
        <StyledPair>
          <TextField label="First name" autoComplete="given-name" required {...bind('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
        </StyledPair>
        <TextField
          label="Display name"
          autoComplete="nickname"
          hint="Optional. Shown instead of your full name, e.g. on your bookings."
          {...bind('displayName')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="Optional. For updates on the day of a cleaning."
          {...bind('phone')}
        />
        {client ? (
          <TextField
            label="Address"
            autoComplete="street-address"
            maxLength={300}
            hint="Optional. Your home address: it fills in your next request."
            {...bind('address')}
          />
        ) : null}
        <StyledReadOnly>
          <TextField
            label="Email"
            type="email"
            name="email"
            value={viewer.email}
            readOnly
            hint="This is your sign-in and cannot be changed."
          />
        </StyledReadOnly>
        <StyledActions>
          <Button type="submit" disabled={!form.formState.isValid || loading}>
            {loading ? 'Saving…' : 'Save Profile'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Section>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

function SecuritySection({ children }: { children: ReactNode }) {
  const { change, loading } = useChangePassword();
  const form = useSchemaForm(changePasswordSchema, { mode: 'onChange', defaultValues: EMPTY_PASSWORDS });
  const [general, setGeneral] = useState<string | null>(null);
  const { errors } = form.formState;
  const bind = (name: keyof typeof EMPTY_PASSWORDS) => ({ type: 'password', ...form.register(name) });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    if (loading) return;
    const outcome = await change({ currentPassword, newPassword });
    if (outcome.ok) {
      form.reset();
      setGeneral(null);
    } else {
      showServerProblems(form.setError, outcome.problems.fields, ['currentPassword', 'newPassword']);
      setGeneral(outcome.problems.general);
    }
  });

  return (
    <Section icon={<LockIcon />} titleId="security-title" title="Security" description="Keep your account safe.">
      <StyledSubheading id="password-title">Change password</StyledSubheading>
      <StyledHint>Changing your password signs you out on every other device; you stay signed in here.</StyledHint>
      <StyledForm onSubmit={(event) => void submit(event)} aria-labelledby="password-title">
        <TextField
          label="Current password"
          autoComplete="current-password"
          required
          error={fieldError(errors, 'currentPassword')}
          {...bind('currentPassword')}
        />
        <TextField
          label="New password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={fieldError(errors, 'newPassword')}
          {...bind('newPassword')}
        />
        <TextField
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={fieldError(errors, 'confirmPassword')}
          {...bind('confirmPassword')}
        />
        {general ? <Alert>{general}</Alert> : null}
        <StyledActions>
          <Button type="submit" disabled={!form.formState.isValid || loading}>
            {loading ? 'Changing…' : 'Change Password'}
          </Button>
        </StyledActions>
      </StyledForm>

      {children}
    </Section>
  );
}

/** Clients can apply to work as helpers; the request screen has no sidebar entry, so it is offered here. */
function JoinTheTeam() {
  return (
    <Section icon={<HelpersIcon />} titleId="join-title" title="Join the team" description="Would you like to clean with us?">
      <StyledRow>
        <StyledHint>Ask for helper access: an admin reviews your request and lets you know.</StyledHint>
        <StyledRouterButton to="/request-helper" $variant="secondary">
          Request Helper Access
        </StyledRouterButton>
      </StyledRow>
    </Section>
  );
}

/** The owner reads why their own account stays (it runs the business); a client or helper how to have theirs closed. */
function DangerZone({ supportEmail, owner }: { supportEmail: string | null | undefined; owner: boolean }) {
  return (
    <StyledDanger aria-labelledby="danger-title">
      <StyledSectionHead>
        <IconTile $danger>
          <AlertTriangleIcon />
        </IconTile>
        <div>
          <CardTitle id="danger-title">Danger zone</CardTitle>
          <CardDescription>Changes here cannot be undone.</CardDescription>
        </div>
      </StyledSectionHead>
      <StyledRow>
        <div>
          <StyledSubheading id="delete-title">Delete account</StyledSubheading>
          {owner ? (
            <StyledHint>
              This is the owner's account: it runs the business, its clients, team and invoices, so it cannot be deleted here.
            </StyledHint>
          ) : (
            <StyledHint>
              Your account holds your bookings and invoices, so it is closed by our team.{' '}
              {supportEmail ? (
                <>
                  Write to <a href={`mailto:${supportEmail}?subject=${encodeURIComponent('Close my account')}`}>{supportEmail}</a>{' '}
                  and we will take care of it.
                </>
              ) : (
                'Contact us and we will take care of it.'
              )}
            </StyledHint>
          )}
        </div>
        <Button $variant="destructive" disabled aria-describedby="delete-title">
          Contact Support
        </Button>
      </StyledRow>
    </StyledDanger>
  );
}

function Section(props: { icon: ReactNode; titleId: string; title: string; description: string; children: ReactNode }) {
  return (
    <StyledCard aria-labelledby={props.titleId}>
      <StyledSectionHead>
        <IconTile>{props.icon}</IconTile>
        <div>
          <CardTitle id={props.titleId}>{props.title}</CardTitle>
          <CardDescription>{props.description}</CardDescription>
        </div>
      </StyledSectionHead>
      {props.children}
    </StyledCard>
  );
}

const StyledRouterButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledPage = styled.div`
  max-width: 48rem;
`;

const StyledCard = styled(Card)`
  margin-bottom: 1.5rem;
`;

const StyledDanger = styled(StyledCard)`
  border-color: ${({ theme }) => theme.colors.danger};
`;

const StyledSectionHead = styled.div`
  display: flex;
  gap: 0.875rem;
  align-items: flex-start;
  margin-bottom: 0.5rem;
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledPair = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
`;

/** A field that shows a value but does not take input looks like it. */
const StyledReadOnly = styled.div`
  input[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-style: dashed;
    cursor: default;
  }
`;

const StyledHint = styled(BaseHint)`
  margin: 0 0 1rem;
`;

const StyledRow = styled(BaseRow)`
  & > div {
    flex: 1 1 18rem;
  }
  ${StyledHint} {
    margin-bottom: 0;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    button {
      width: 100%;
    }
  }
`;
