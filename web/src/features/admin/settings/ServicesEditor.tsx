import { useState } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Badge } from '../../../ui/Badge';
import { ServiceFormDialog, type ServiceDraft } from './ServiceFormDialog';
import { OrderedListEditor } from './OrderedListEditor';
import { byPosition, useServiceCardMutations } from './usePublicContent';

export const ServicesEditor_service = graphql(`
  fragment ServicesEditor_service on PublicService {
    id
    title
    description
    features
    color
    popular
    position
  }
`);

/** The service cards of the public page: add, edit, delete and put in order. */
export function ServicesEditor(props: { services: readonly FragmentType<typeof ServicesEditor_service>[] }) {
  const services = byPosition(useFragment(ServicesEditor_service, props.services));
  const { save, remove, busy } = useServiceCardMutations();
  const [editing, setEditing] = useState<ServiceDraft | 'new' | null>(null);
  return (
    <OrderedListEditor
      title="Service cards"
      description="Shown in the Services section, in this order. Mark one as Most Popular."
      addLabel="Add Service"
      onAdd={() => setEditing('new')}
      empty={{
        title: 'No service cards yet',
        text: 'Add the services you offer; the public page shows them as cards.',
      }}
      label="Service cards"
      items={services}
      busy={busy}
      itemName={(service) => service.title}
      renderItem={(service) => (
        <>
          <StyledTitleLine>
            <StyledSwatch style={{ background: service.color }} aria-hidden="true" />
            <strong>{service.title}</strong>
            {service.popular ? <Badge tone="warning">Most Popular</Badge> : null}
          </StyledTitleLine>
          <StyledMeta>
            {service.features.length} {service.features.length === 1 ? 'feature' : 'features'} · {service.description}
          </StyledMeta>
        </>
      )}
      onEdit={setEditing}
      savePosition={({ id, title, description, features, color, popular }, position) =>
        save({ id, title, description, features: [...features], color, popular, position }, '')
      }
      remove={remove}
      confirmDelete={{
        title: 'Delete this service card?',
        description: (service) => `"${service.title}" will no longer appear on your public page.`,
        label: 'Delete Service',
      }}
    >
      <ServiceFormDialog
        open={editing !== null}
        service={editing === 'new' ? null : editing}
        position={services.length ? Math.max(...services.map((s) => s.position)) + 1 : 0}
        saving={busy}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={(input) => save(input)}
      />
    </OrderedListEditor>
  );
}

export const StyledTitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  /* A long title wraps beside its colour swatch instead of leaving the swatch alone on the line above. */
  & > strong {
    max-width: calc(100% - 1.5rem);
  }
`;

const StyledSwatch = styled.span`
  flex: none;
  width: 1rem;
  height: 1rem;
  border-radius: 50%;
  border: 1px solid rgba(0, 0, 0, 0.15);
`;

export const StyledMeta = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
