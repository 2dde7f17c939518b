import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Button } from '../../../ui/Button';
import { Fieldset } from '../../../ui/Checkbox';
import { Radio } from '../../../ui/Radio';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { fieldError, showServerProblems, useSchemaForm } from '../../../lib/forms';
import { formatPhone } from '../../../lib/phone';
import { businessProfileSchema } from '../../../lib/validation';
import { FieldGrid, FormActions, SettingsForm } from './SettingsSection';
import { useUpdateBusinessSettings } from './useUpdateBusinessSettings';

export const BusinessProfileForm_settings = graphql(`
  fragment BusinessProfileForm_settings on BusinessSettings {
    businessName
    phone
    email
    address
    paymentInstructions
    payPeriodDays
  }
`);

/**
 * The business card the public page and invoices show (name, phone, mailbox, address), how clients pay, and the
 * helpers' pay period.
 */
export function BusinessProfileForm(props: { settings: FragmentType<typeof BusinessProfileForm_settings> }) {
  const settings = useFragment(BusinessProfileForm_settings, props.settings);
  const { save, loading } = useUpdateBusinessSettings();
  const form = useSchemaForm(businessProfileSchema, {
    mode: 'onChange',
    defaultValues: {
      businessName: settings.businessName,
      phone: formatPhone(settings.phone),
      email: settings.email ?? '',
      address: settings.address ?? '',
      paymentInstructions: settings.paymentInstructions ?? '',
      payPeriodDays: settings.payPeriodDays === 14 ? 14 : 7,
    },
  });
  const payPeriodDays = form.watch('payPeriodDays');
  const bind = (name: 'businessName' | 'phone' | 'email' | 'address' | 'paymentInstructions') => ({
    error: fieldError(form.formState.errors, name),
    ...form.register(name),
  });

  const submit = form.handleSubmit(async (profile) => {
    if (loading) return;
    const outcome = await save(profile, 'Business Profile Saved');
    if (!outcome.ok) {
      showServerProblems(form.setError, outcome.problems.fields, [
        'businessName',
        'phone',
        'email',
        'address',
        'paymentInstructions',
      ]);
    }
  });

  return (
    <SettingsForm onSubmit={(event) => void submit(event)} aria-label="Business profile">
      <FieldGrid>
        <TextField label="Business name" required autoComplete="organization" {...bind('businessName')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="Shown on the public page to call or text."
          {...bind('phone')}
        />
      </FieldGrid>
      <FieldGrid>
        <TextField
          label="Mailbox"
          type="email"
          autoComplete="email"
          hint="Where the public page's contact form sends messages."
          {...bind('email')}
        />
        <TextField label="Address" autoComplete="street-address" hint="On invoices and the public page." {...bind('address')} />
      </FieldGrid>
      <TextArea
        label="Payment instructions"
        rows={3}
        hint="Shown to clients on their invoices, e.g. Zelle or check details."
        {...bind('paymentInstructions')}
      />
      <Fieldset legend="Helper pay period" hint="How often helpers' hours are approved and paid. Weeks start on Sunday.">
        <Radio
          name="payPeriodDays"
          label="Weekly"
          checked={payPeriodDays === 7}
          onChange={() => form.setValue('payPeriodDays', 7)}
        />
        <Radio
          name="payPeriodDays"
          label="Every two weeks"
          checked={payPeriodDays === 14}
          onChange={() => form.setValue('payPeriodDays', 14)}
        />
      </Fieldset>
      <FormActions>
        <Button type="submit" disabled={loading || !form.formState.isValid}>
          {loading ? 'Saving…' : 'Save Business Profile'}
        </Button>
      </FormActions>
    </SettingsForm>
  );
}
