import { useEffect, useId, useState, type FormEvent } from 'react';
import { operationProblems } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { type HelperFormErrors, type HelperFormValues, readHelperForm } from './helperForm';
import { LinkAccountSection } from '../../widgets/roster/LinkAccountSection';
import { useCreateHelper, useLinkHelperAccount, useUpdateHelper } from './useHelperMutations';
import { formatPhone } from '../../lib/phone';
import { centsToDollarsInput } from '../../lib/money';
import { helperLabel } from '../../lib/people';
import { Form } from '../../ui/Form';

export const HelperFormDialog_helper = graphql(`
  fragment HelperFormDialog_helper on Helper {
    id
    databaseId
    phone
    hourlyRateCents
    maxHoursPerWeek
    notes
    user {
      id
      email
    }
  }
`);

const EMPTY: HelperFormValues = { hourlyRate: '', maxHoursPerWeek: '', phone: '', notes: '' };

/** Server field names → the form's fields (the API speaks cents). */
const FIELD_OF: Record<string, keyof HelperFormValues> = {
  hourlyRateCents: 'hourlyRate',
  maxHoursPerWeek: 'maxHoursPerWeek',
  phone: 'phone',
  notes: 'notes',
};

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
  const [values, setValues] = useState<HelperFormValues>(EMPTY);
  const [errors, setErrors] = useState<HelperFormErrors>({});
  const { create, loading: creating } = useCreateHelper();
  const { update, loading: updating } = useUpdateHelper();
  const { link, loading: linking } = useLinkHelperAccount();
  const loading = creating || updating;
  const formId = `helper-form-${useId()}`;

  // Each opening starts from the helper's current details (or an empty form).
  useEffect(() => {
    if (!props.open) return;
    setValues(
      helper
        ? {
            hourlyRate: centsToDollarsInput(helper.hourlyRateCents),
            maxHoursPerWeek: helper.maxHoursPerWeek == null ? '' : String(helper.maxHoursPerWeek),
            phone: formatPhone(helper.phone),
            notes: helper.notes ?? '',
          }
        : EMPTY,
    );
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open]);

  const field = (name: keyof HelperFormValues) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const read = readHelperForm(values);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    const result = helper ? await update({ id: helper.id, ...read.input }) : await create(read.input);
    if (result.ok) {
      props.onOpenChange(false);
      return;
    }
    const serverFields = operationProblems(result.error).fields;
    setErrors(Object.fromEntries(Object.entries(serverFields).map(([name, message]) => [FIELD_OF[name] ?? name, message])));
  }

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open && loading) return;
        props.onOpenChange(open);
      }}
      title={helper ? 'Edit Helper' : 'Add Helper'}
      description={
        helper ? `Update ${helperLabel(helper.databaseId)}'s rate, hours and details.` : 'A member of your cleaning team.'
      }
      width="32rem"
      footer={
        <>
          <DialogClose asChild>
            <Button $variant="secondary" disabled={loading}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={loading}>
            {loading ? 'Saving…' : helper ? 'Save Changes' : 'Add Helper'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} noValidate>
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
          {...field('hourlyRate')}
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
          {...field('maxHoursPerWeek')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          placeholder="(239) 555-0123"
          hint="Optional."
          {...field('phone')}
        />
        <TextArea
          label="Notes"
          rows={3}
          hint="Optional. Name, availability, languages, car."
          maxLength={2000}
          {...field('notes')}
        />
      </Form>
      {helper ? (
        <LinkAccountSection
          kind="helper"
          linkedEmail={helper.user?.email ?? null}
          loading={linking}
          onLink={(email) => link(helper.id, email)}
        />
      ) : null}
    </Dialog>
  );
}
