import { useEffect, useId, useState, type FormEvent } from 'react';
import { operationProblems } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { LinkAccountSection } from '../../widgets/roster/LinkAccountSection';
import { useCreateClient, useLinkClientAccount, useUpdateClient } from './useClientMutations';
import { formatPhone } from '../../lib/phone';
import { Form } from '../../ui/Form';

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

interface Values {
  displayName: string;
  phone: string;
  address: string;
  notes: string;
}

const EMPTY: Values = { displayName: '', phone: '', address: '', notes: '' };

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
  const initial: Values = client
    ? {
        displayName: client.displayName,
        phone: formatPhone(client.phone),
        address: client.address ?? '',
        notes: client.notes ?? '',
      }
    : EMPTY;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { create, loading: creating } = useCreateClient();
  const { update, loading: updating } = useUpdateClient();
  const { link, loading: linking } = useLinkClientAccount();
  const loading = creating || updating;
  const formId = `client-form-${useId()}`;

  // Each opening starts from the client's current details (or an empty form).
  useEffect(() => {
    if (!props.open) return;
    setValues(initial);
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open]);

  function onOpenChange(open: boolean) {
    if (!open && loading) return;
    props.onOpenChange(open);
  }

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!values.displayName.trim()) {
      setErrors({ displayName: 'Name is required' });
      return;
    }
    setErrors({});
    const input = {
      displayName: values.displayName.trim(),
      phone: values.phone.trim() || null,
      address: values.address.trim() || null,
      notes: values.notes.trim() || null,
    };
    const result = client ? await update({ id: client.id, ...input }) : await create(input);
    if (result.ok) props.onOpenChange(false);
    else setErrors(operationProblems(result.error).fields);
  }

  return (
    <Dialog
      open={props.open}
      onOpenChange={onOpenChange}
      title={client ? 'Edit Client' : 'Add Client'}
      description={client ? `Update ${client.displayName}'s details.` : 'Someone you clean for. Only the name is required.'}
      width="32rem"
      footer={
        <>
          <DialogClose asChild>
            <Button $variant="secondary" disabled={loading}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={loading}>
            {loading ? 'Saving…' : client ? 'Save Changes' : 'Add Client'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} noValidate>
        <TextField label="Name" required autoComplete="off" maxLength={100} {...field('displayName')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          placeholder="(239) 555-0123"
          hint="Optional."
          {...field('phone')}
        />
        <TextField
          label="Address"
          autoComplete="off"
          hint="Optional. Where the cleanings happen."
          maxLength={300}
          {...field('address')}
        />
        <TextArea label="Notes" rows={3} hint="Optional. Gate codes, pets, preferences." maxLength={2000} {...field('notes')} />
      </Form>
      {client ? (
        <LinkAccountSection
          kind="client"
          linkedEmail={client.user?.email ?? null}
          loading={linking}
          onLink={(email) => link(client.id, email)}
        />
      ) : null}
    </Dialog>
  );
}
