import { graphql, useFragment, type FragmentType } from '../../gql';
import type { HelperFormDialog_HelperFragment } from '../../gql/graphql';
import { fieldError, showServerProblems, useSchemaForm } from '../../lib/forms';
import { centsToDollarsInput } from '../../lib/money';
import { formatPhone } from '../../lib/phone';
import { helperSchema } from '../../lib/validation';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { RosterNotesField, RosterPhoneField } from '../../widgets/roster/RosterFields';
import { RosterFormDialog, type RosterFormProps } from '../../widgets/roster/RosterFormDialog';
import type { HelperFormInput } from './helperForm';
import { useCreateHelper, useLinkHelperAccount, useUpdateHelper } from './useHelperMutations';

export const HelperFormDialog_helper = graphql(`
  fragment HelperFormDialog_helper on Helper {
    id
    name
    firstName
    lastName
    databaseId
    phone
    email
    hourlyRateCents
    maxHoursPerWeek
    notes
    user {
      id
      email
    }
  }
`);

/**
 * 'Add Helper' (no `helper`) or 'Edit Helper'. The hourly rate is typed in dollars and sent in cents on both, and an
 * edit starts from the stored cents shown as dollars, so a save never changes the rate by a factor of 100.
 */
export function HelperFormDialog(props: {
  helper?: FragmentType<typeof HelperFormDialog_helper>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const helper = useFragment(HelperFormDialog_helper, props.helper);
  const { create, loading: creating } = useCreateHelper();
  const { update, loading: updating } = useUpdateHelper();
  const { link, loading: linking } = useLinkHelperAccount();

  return (
    <RosterFormDialog
      {...{ open: props.open, onOpenChange: props.onOpenChange, create, update, link, linking }}
      kind="helper"
      record={helper}
      title={helper ? 'Edit Helper' : 'Add Helper'}
      description={helper ? `Update ${helper.name}'s rate, hours and details.` : 'A member of your cleaning team.'}
      submitLabel={helper ? 'Save Changes' : 'Add Helper'}
      saving={creating || updating}
    >
      {(form) => <HelperForm {...form} helper={helper} />}
    </RosterFormDialog>
  );
}

/** The fields, starting from the helper's current details (or empty). */
function HelperForm(props: RosterFormProps<HelperFormInput> & { helper: HelperFormDialog_HelperFragment | null | undefined }) {
  const { helper } = props;
  const form = useSchemaForm(helperSchema, {
    defaultValues: {
      hourlyRate: helper ? centsToDollarsInput(helper.hourlyRateCents) : '',
      maxHoursPerWeek: helper?.maxHoursPerWeek == null ? '' : String(helper.maxHoursPerWeek),
      phone: formatPhone(helper?.phone),
      notes: helper?.notes ?? '',
      // A linked account's name is the account's own: the record's fields stay empty.
      firstName: helper?.user ? '' : (helper?.firstName ?? ''),
      lastName: helper?.user ? '' : (helper?.lastName ?? ''),
      email: helper?.user ? '' : (helper?.email ?? ''),
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    // A linked helper's email is their account's (helper.service.ts): the form sends back what the record holds.
    const problems = await props.save(helper?.user ? { ...input, email: helper.email ?? null } : input);
    if (!problems) return;
    // The API names the rate in cents; the form's field holds dollars.
    const { hourlyRateCents, ...fields } = problems;
    showServerProblems(form.setError, { ...fields, ...(hourlyRateCents ? { hourlyRate: hourlyRateCents } : {}) }, [
      'hourlyRate',
      'maxHoursPerWeek',
      'phone',
      'notes',
      'firstName',
      'lastName',
      'email',
    ]);
  });

  return (
    <Form id={props.formId} onSubmit={(event) => void submit(event)} noValidate>
      {helper?.user ? null : (
        // With an account, the account's name is shown everywhere; without one, the owner names the helper here.
        <>
          <TextField
            label="First Name"
            autoComplete="off"
            error={fieldError(errors, 'firstName')}
            {...form.register('firstName')}
          />
          <TextField label="Last Name" autoComplete="off" error={fieldError(errors, 'lastName')} {...form.register('lastName')} />
        </>
      )}
      <TextField
        label="Hourly Rate"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        prefix="$"
        required
        placeholder="25.00"
        hint="In US dollars per hour."
        error={fieldError(errors, 'hourlyRate')}
        {...form.register('hourlyRate')}
      />
      <TextField
        label="Max Hours/Week"
        type="number"
        inputMode="numeric"
        min={1}
        max={168}
        step={1}
        placeholder="Unlimited"
        hint="Optional. Leave empty for unlimited."
        error={fieldError(errors, 'maxHoursPerWeek')}
        {...form.register('maxHoursPerWeek')}
      />
      <RosterPhoneField error={fieldError(errors, 'phone')} {...form.register('phone')} />
      {helper?.user ? null : (
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          maxLength={254}
          hint="Optional. An imported list finds this helper by it."
          error={fieldError(errors, 'email')}
          {...form.register('email')}
        />
      )}
      <RosterNotesField
        hint="Optional. Name, availability, languages, car."
        error={fieldError(errors, 'notes')}
        {...form.register('notes')}
      />
    </Form>
  );
}
