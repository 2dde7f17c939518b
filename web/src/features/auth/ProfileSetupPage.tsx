import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { fieldError, useSchemaForm } from '../../lib/forms';
import { clientProfileSchema, helperProfileSchema } from '../../lib/validation';
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
    lastName
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

type ProfileInput = { displayName: string; phone: string | null } | { phone: string; hourlyRateCents: number | null };

/**
 * 'Complete Your Profile', shown on every path until a client or helper has a profile (spec §2, §4).
 * Clients give a display name (required) and phone; helpers a phone (required) and an hourly rate in dollars.
 * The button waits until what is required is there.
 */
export function ProfileSetupPage(props: { viewer: FragmentType<typeof ProfileSetupPage_viewer> }) {
  const viewer = useFragment(ProfileSetupPage_viewer, props.viewer);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [completeProfile, { loading }] = useMutation(completeProfileMutation, {
    refetchQueries: [appViewerQuery],
    awaitRefetchQueries: true,
  });
  const isHelper = viewer.role === 'HELPER';

  async function save(input: ProfileInput) {
    if (loading) return;
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
      {isHelper ? (
        <HelperProfileForm loading={loading} save={save} />
      ) : (
        <ClientProfileForm
          loading={loading}
          save={save}
          // The name they signed up with: most keep it, so one click completes the profile.
          displayName={`${viewer.firstName} ${viewer.lastName}`.trim()}
        />
      )}
    </AuthLayout>
  );
}

interface ProfileFormProps {
  loading: boolean;
  save: (input: ProfileInput) => Promise<void>;
}

function ClientProfileForm({ loading, save, displayName }: ProfileFormProps & { displayName: string }) {
  const form = useSchemaForm(clientProfileSchema, { mode: 'onChange', defaultValues: { displayName, phone: '' } });
  const submit = form.handleSubmit(save);
  return (
    <Form onSubmit={(event) => void submit(event)}>
      <TextField
        label="Display Name"
        autoComplete="name"
        required
        hint="How we greet you and label your bookings."
        {...form.register('displayName')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional. For updates on the day of your cleaning."
        {...form.register('phone')}
      />
      <SubmitButton disabled={!form.formState.isValid} loading={loading} />
    </Form>
  );
}

function HelperProfileForm({ loading, save }: ProfileFormProps) {
  const form = useSchemaForm(helperProfileSchema, { mode: 'onChange', defaultValues: { phone: '', hourlyRate: '' } });
  const submit = form.handleSubmit(({ phone, hourlyRate }) => save({ phone, hourlyRateCents: hourlyRate }));
  return (
    <Form onSubmit={(event) => void submit(event)}>
      <TextField label="Phone Number" type="tel" autoComplete="tel" required {...form.register('phone')} />
      <TextField
        label="Hourly Rate"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder="25"
        prefix="$"
        hint="In US dollars per hour. Optional."
        error={fieldError(form.formState.errors, 'hourlyRate')}
        {...form.register('hourlyRate')}
      />
      <SubmitButton disabled={!form.formState.isValid} loading={loading} />
    </Form>
  );
}

function SubmitButton({ disabled, loading }: { disabled: boolean; loading: boolean }) {
  return (
    <Button type="submit" $fullWidth disabled={disabled || loading}>
      {loading ? 'Setting up...' : 'Complete Profile'}
    </Button>
  );
}
