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
    address
    notes
    user {
      id
      email
    }
  }
`);

/**
 * 'Add Client' (no `client`) or 'Edit Client'. Name is required; phone, address and notes are optional (spec §5).
 * The server checks the phone and stores it normalised; its field messages show under the fields.
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
  const form = useSchemaForm(clientSchema, {
    defaultValues: {
      displayName: client?.displayName ?? '',
      phone: formatPhone(client?.phone),
      address: client?.address ?? '',
      notes: client?.notes ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const problems = await props.save(input);
    if (problems) showServerProblems(form.setError, problems, ['displayName', 'phone', 'address', 'notes']);
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
