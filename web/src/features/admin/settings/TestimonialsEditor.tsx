import { useState } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { SaveTestimonialInput } from '../../../gql/graphql';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { Select } from '../../../ui/Select';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { StyledMeta, StyledTitleLine } from './ServicesEditor';
import { Button } from '../../../ui/Button';
import { OrderedListEditor } from './OrderedListEditor';
import { byPosition, useTestimonialMutations } from './usePublicContent';
import { Form, FormActions } from '../../../ui/Form';
import { fieldError, useSchemaForm } from '../../../lib/forms';
import { testimonialSchema } from '../../../lib/validation';

export const TestimonialsEditor_testimonial = graphql(`
  fragment TestimonialsEditor_testimonial on Testimonial {
    id
    name
    text
    rating
    yearsOfService
    position
  }
`);

type Testimonial = {
  id?: string;
  name: string;
  text: string;
  rating: number;
  yearsOfService: number;
};

const RATINGS = [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` }));

/** Customers' words on the public page: add, edit, delete and put in order. */
export function TestimonialsEditor(props: { testimonials: readonly FragmentType<typeof TestimonialsEditor_testimonial>[] }) {
  const testimonials = byPosition(useFragment(TestimonialsEditor_testimonial, props.testimonials));
  const { save, remove, busy } = useTestimonialMutations();
  const [editing, setEditing] = useState<Testimonial | 'new' | null>(null);
  return (
    <OrderedListEditor
      title="Testimonials"
      description="What customers say about you, with their star rating and how long they have been customers."
      addLabel="Add Testimonial"
      onAdd={() => setEditing('new')}
      empty={{
        title: 'No testimonials yet',
        text: 'Add a few kind words from customers; the section appears once there is one.',
      }}
      label="Testimonials"
      items={testimonials}
      busy={busy}
      itemName={(testimonial) => `the testimonial from ${testimonial.name}`}
      renderItem={(testimonial) => (
        <>
          <StyledTitleLine>
            <strong>{testimonial.name}</strong>
            <span aria-label={`Rated ${testimonial.rating} out of 5`} role="img">
              {'★'.repeat(testimonial.rating)}
            </span>
          </StyledTitleLine>
          <StyledMeta>
            {testimonial.yearsOfService} {testimonial.yearsOfService === 1 ? 'year' : 'years'} · “{testimonial.text}”
          </StyledMeta>
        </>
      )}
      onEdit={setEditing}
      savePosition={({ id, name, text, rating, yearsOfService }, position) =>
        save({ id, name, text, rating, yearsOfService, position }, '')
      }
      remove={remove}
      confirmDelete={{
        title: 'Delete this testimonial?',
        description: (testimonial) => `The testimonial from ${testimonial.name} will no longer appear on your public page.`,
        label: 'Delete Testimonial',
      }}
    >
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing && editing !== 'new' ? 'Edit testimonial' : 'Add a testimonial'}
        description="It appears in the testimonials section of your public page."
        width="34rem"
      >
        {editing !== null ? (
          <TestimonialForm
            key={editing === 'new' ? 'new' : editing.id}
            testimonial={editing === 'new' ? null : editing}
            position={testimonials.length ? Math.max(...testimonials.map((t) => t.position)) + 1 : 0}
            saving={busy}
            onSave={async (input) => {
              const saved = await save(input);
              if (saved) setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
    </OrderedListEditor>
  );
}

function TestimonialForm(props: {
  testimonial: Testimonial | null;
  position: number;
  saving: boolean;
  onSave: (input: SaveTestimonialInput) => Promise<void>;
}) {
  const start = props.testimonial;
  const form = useSchemaForm(testimonialSchema, {
    mode: 'onChange',
    defaultValues: {
      name: start?.name ?? '',
      text: start?.text ?? '',
      rating: String(start?.rating ?? 5),
      yearsOfService: String(start?.yearsOfService ?? 1),
    },
  });
  const { errors, isValid } = form.formState;
  const submit = form.handleSubmit(async (testimonial) => {
    if (props.saving) return;
    await props.onSave({ ...(start?.id ? { id: start.id } : { position: props.position }), ...testimonial });
  });

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <TextField label="Customer name" required maxLength={100} hint='e.g. "Jennifer T., Naples"' {...form.register('name')} />
      <TextArea label="What they said" required rows={4} maxLength={1000} {...form.register('text')} />
      <StyledTitleLine>
        <Select label="Rating" options={RATINGS} {...form.register('rating')} />
        <TextField
          label="Years of service"
          inputMode="numeric"
          error={fieldError(errors, 'yearsOfService')}
          {...form.register('yearsOfService')}
        />
      </StyledTitleLine>
      <FormActions>
        <DialogClose asChild>
          <Button $variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!isValid || props.saving}>
          {props.saving ? 'Saving…' : 'Save Testimonial'}
        </Button>
      </FormActions>
    </Form>
  );
}
