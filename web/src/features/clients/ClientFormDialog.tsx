import type * as z from 'zod/v4/core';
import { graphql, useFragment, type FragmentType } from '../../gql';
import type { ClientFormDialog_ClientFragment } from '../../gql/graphql';
import { fieldError, showServerProblems, useSchemaForm } from '../../lib/forms';
import { formatPhone } from '../../lib/phone';
import { clientSchema } from '../../lib/validation';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { RosterNotesField, RosterPhoneField } from '../../widgets/roster/RosterFields';
import { RosterFormDialog, type RosterFormProps } from '../../widgets/roster/RosterFormDialog';
import { useCreateClient, useLinkClientAccount, useUpdateClient } from './useClientMutations';

type ClientInput = z.output<typeof clientSchema>;

export const ClientFormDialog_client = graphql(`
  fragment ClientFormDialog_client on Client {
    id
    displayName
    phone
    email
    address
    notes
    user {
      id
      email
    }
  }
`);

/**
 * 'Add Client' (no `client`) or 'Edit Client'. Name is required; phone, email, address and notes are optional (spec
 * §5, issue 22). The server checks the phone and the email (unique among active clients) and stores them normalised;
 * its field messages show under the fields. A client with an account has the account's email, shown but not editable.
 */
export function ClientFormDialog(props: {
  client?: FragmentType<typeof ClientFormDialog_client>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useFragment(ClientFormDialog_client, props.client);
  const { create, loading: creating } = useCreateClient();
  const { update, loading: updating } = useUpdateClient();
  const { link, loading: linking } = useLinkClientAccount();

  return (
    <RosterFormDialog
      {...{ open: props.open, onOpenChange: props.onOpenChange, create, update, link, linking }}
      kind="client"
      record={client}
      title={client ? 'Edit Client' : 'Add Client'}
      description={client ? `Update ${client.displayName}'s details.` : 'Someone you clean for. Only the name is required.'}
      submitLabel={client ? 'Save Changes' : 'Add Client'}
      saving={creating || updating}
    >
      {(form) => <ClientForm {...form} client={client} />}
    </RosterFormDialog>
  );
}

/** The fields, starting from the client's current details (or empty). */
function ClientForm(props: RosterFormProps<ClientInput> & { client: ClientFormDialog_ClientFragment | null | undefined }) {
  const { client } = props;
  const linked = Boolean(client?.user);
  const form = useSchemaForm(clientSchema, {
    defaultValues: {
      displayName: client?.displayName ?? '',
      phone: formatPhone(client?.phone),
      email: client?.user?.email ?? client?.email ?? '',
      address: client?.address ?? '',
      notes: client?.notes ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const problems = await props.save(input);
    if (problems) showServerProblems(form.setError, problems, ['displayName', 'phone', 'email', 'address', 'notes']);
  });

  return (
    <Form id={props.formId} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Name"
        required
        autoComplete="off"
        maxLength={100}
        error={fieldError(errors, 'displayName')}
        {...form.register('displayName')}
      />
      <RosterPhoneField error={fieldError(errors, 'phone')} {...form.register('phone')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        maxLength={254}
        // The account's email is the client's; the API refuses another (client.service.ts), so it is shown read-only.
        readOnly={linked}
        hint={
          linked
            ? "Their account's email. It cannot be changed here."
            : 'Optional. Invoices and reminders go here while they have no account.'
        }
        error={fieldError(errors, 'email')}
        {...form.register('email')}
      />
      <TextField
        label="Address"
        autoComplete="off"
        hint="Optional. Where the cleanings happen."
        maxLength={300}
        error={fieldError(errors, 'address')}
        {...form.register('address')}
      />
      <RosterNotesField
        hint="Optional. Gate codes, pets, preferences."
        error={fieldError(errors, 'notes')}
        {...form.register('notes')}
      />
    </Form>
  );
}
