import { useState, type FormEvent } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Button } from '../../../ui/Button';
import { Fieldset } from '../../../ui/Checkbox';
import { Radio } from '../../../ui/Radio';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { formatPhone } from '../../../lib/phone';
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
  const [values, setValues] = useState({
    businessName: settings.businessName,
    phone: formatPhone(settings.phone),
    email: settings.email ?? '',
    address: settings.address ?? '',
    paymentInstructions: settings.paymentInstructions ?? '',
  });
  const [payPeriodDays, setPayPeriodDays] = useState(settings.payPeriodDays);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const bind = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: fieldErrors[name] ?? null,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const outcome = await save(
      {
        businessName: values.businessName.trim(),
        phone: values.phone.trim() || null,
        email: values.email.trim() || null,
        address: values.address.trim() || null,
        paymentInstructions: values.paymentInstructions.trim() || null,
        payPeriodDays,
      },
      'Business Profile Saved',
    );
    setFieldErrors(outcome.ok ? {} : outcome.problems.fields);
  }

  return (
    <SettingsForm onSubmit={onSubmit} aria-label="Business profile">
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
        <Radio name="payPeriodDays" label="Weekly" checked={payPeriodDays === 7} onChange={() => setPayPeriodDays(7)} />
        <Radio
          name="payPeriodDays"
          label="Every two weeks"
          checked={payPeriodDays === 14}
          onChange={() => setPayPeriodDays(14)}
        />
      </Fieldset>
      <FormActions>
        <Button type="submit" disabled={loading || !values.businessName.trim()}>
          {loading ? 'Saving…' : 'Save Business Profile'}
        </Button>
      </FormActions>
    </SettingsForm>
  );
}
