import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import type { SavePublicServiceInput } from '../../../gql/graphql';
import { fieldError, useSchemaForm } from '../../../lib/forms';
import { serviceCardSchema } from '../../../lib/validation';
import { Form, FormActions } from '../../../ui/Form';

export interface ServiceDraft {
  id?: string;
  title: string;
  description: string;
  features: readonly string[];
  color: string;
  popular: boolean;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const NEW_SERVICE: ServiceDraft = { title: '', description: '', features: [], color: '#0B6E99', popular: false };

/** Add or edit one service card: title, description, what is included (one per line), colour and 'Most Popular'. */
export function ServiceFormDialog(props: {
  open: boolean;
  service: ServiceDraft | null;
  position: number;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: SavePublicServiceInput) => Promise<boolean>;
}) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.service?.id ? 'Edit service card' : 'Add a service card'}
      description="It appears in the Services section of your public page."
      width="36rem"
    >
      {props.open ? <ServiceForm key={props.service?.id ?? 'new'} {...props} /> : null}
    </Dialog>
  );
}

function ServiceForm({ service, position, saving, onSave, onOpenChange }: Parameters<typeof ServiceFormDialog>[0]) {
  const start = service ?? NEW_SERVICE;
  const form = useSchemaForm(serviceCardSchema, {
    mode: 'onChange',
    defaultValues: {
      title: start.title,
      description: start.description,
      features: start.features.join('\n'),
      color: start.color.toUpperCase(),
      popular: start.popular,
    },
  });
  const { errors, isValid } = form.formState;
  const color = form.watch('color');
  const setColor = (value: string) => form.setValue('color', value.trim().toUpperCase(), { shouldValidate: true });
  const colorId = useId();

  const submit = form.handleSubmit(async (card) => {
    if (saving) return;
    const saved = await onSave({ ...(service?.id ? { id: service.id } : { position }), ...card });
    if (saved) onOpenChange(false);
  });

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <TextField label="Title" required maxLength={100} {...form.register('title')} />
      <TextArea label="Description" required rows={3} maxLength={1000} {...form.register('description')} />
      <TextArea
        label="What's included"
        rows={4}
        hint="One per line, up to 12."
        error={fieldError(errors, 'features')}
        {...form.register('features')}
      />
      <StyledColorRow>
        <StyledSwatchLabel htmlFor={colorId}>
          <span>Card colour</span>
          <input
            id={colorId}
            type="color"
            value={HEX.test(color) ? color.toLowerCase() : '#000000'}
            onChange={(event) => setColor(event.target.value)}
          />
        </StyledSwatchLabel>
        <TextField
          label="Colour code"
          value={color}
          maxLength={7}
          error={fieldError(errors, 'color')}
          onChange={(event) => setColor(event.target.value)}
        />
      </StyledColorRow>
      <Checkbox label="Mark as Most Popular" {...form.register('popular')} />
      <FormActions>
        <DialogClose asChild>
          <Button $variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!isValid || saving}>
          {saving ? 'Saving…' : 'Save Service'}
        </Button>
      </FormActions>
    </Form>
  );
}

const StyledColorRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 1rem;

  & > :last-child {
    flex: 1;
  }
`;

const StyledSwatchLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  font-weight: 600;
  font-size: 0.9375rem;

  input {
    width: 4rem;
    height: 2.75rem;
    padding: 0.125rem;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
`;
