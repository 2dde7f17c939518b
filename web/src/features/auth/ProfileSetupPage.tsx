import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { dollarsToCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { appViewerQuery } from '../../viewerQuery';
import { AuthLayout } from './AuthLayout';
import { Form } from '../../ui/Form';

export const ProfileSetupPage_viewer = graphql(`
  fragment ProfileSetupPage_viewer on User {
    id
    role
    firstName
  }
`);

export const completeProfileMutation = graphql(`
  mutation ProfileSetupPage_CompleteProfile($input: CompleteProfileInput!) {
    completeProfile(input: $input) {
      user {
        id
        needsProfileSetup
        displayName
        phone
      }
    }
  }
`);

/**
 * 'Complete Your Profile', shown on every path until a client or helper has a profile (spec §2, §4).
 * Clients give a display name (required) and phone; helpers a phone (required) and an hourly rate in dollars.
 */
export function ProfileSetupPage(props: { viewer: FragmentType<typeof ProfileSetupPage_viewer> }) {
  const viewer = useFragment(ProfileSetupPage_viewer, props.viewer);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [completeProfile, { loading }] = useMutation(completeProfileMutation, {
    refetchQueries: [appViewerQuery],
    awaitRefetchQueries: true,
  });

  const [displayName, setDisplayName] = useState('');
  const [phone, setPhone] = useState('');
  const [hourlyRate, setHourlyRate] = useState('');

  const isHelper = viewer.role === 'HELPER';
  const hourlyRateCents = dollarsToCents(hourlyRate);
  const hourlyRateError =
    hourlyRateCents !== null && Number.isNaN(hourlyRateCents) ? 'Enter an amount in dollars, like 25 or 25.50.' : null;
  const complete = isHelper ? phone.trim() !== '' && !hourlyRateError : displayName.trim() !== '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || loading) return;
    const input = isHelper
      ? { phone: phone.trim(), hourlyRateCents }
      : { displayName: displayName.trim(), phone: phone.trim() || null };
    try {
      await completeProfile({ variables: { input } });
    } catch (failure) {
      toast({ title: 'Error', description: errorMessage(failure), variant: 'destructive' });
      return;
    }
    navigate('/', { replace: true });
  }

  return (
    <AuthLayout
      title="Complete Your Profile"
      description={
        isHelper
          ? `Welcome to the team, ${viewer.firstName}. Tell us how to reach you before your first job.`
          : `Welcome, ${viewer.firstName}. A few details and you can book your first cleaning.`
      }
    >
      <Form onSubmit={onSubmit}>
        {isHelper ? (
          <>
            <TextField
              label="Phone Number"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
            <TextField
              label="Hourly Rate"
              name="hourlyRate"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder="25"
              prefix="$"
              hint="In US dollars per hour. Optional."
              error={hourlyRateError}
              value={hourlyRate}
              onChange={(event) => setHourlyRate(event.target.value)}
            />
          </>
        ) : (
          <>
            <TextField
              label="Display Name"
              name="displayName"
              autoComplete="name"
              required
              hint="How we greet you and label your bookings."
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              hint="Optional. For updates on the day of your cleaning."
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </>
        )}
        <Button type="submit" $fullWidth disabled={!complete || loading}>
          {loading ? 'Setting up...' : 'Complete Profile'}
        </Button>
      </Form>
    </AuthLayout>
  );
}
