import { useState } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { EditorList, EditorRow, RowActions } from './EditorList';
import { ServiceFormDialog, type ServiceDraft } from './ServiceFormDialog';
import { SettingsSubsection } from './SettingsSection';
import { byPosition, reorderedPositions, useServiceCardMutations } from './usePublicContent';

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
  const [deleting, setDeleting] = useState<(typeof services)[number] | null>(null);

  async function move(from: number, to: number) {
    for (const { item, position } of reorderedPositions(services, from, to)) {
      const { id, title, description, features, color, popular } = item;
      if (!(await save({ id, title, description, features: [...features], color, popular, position }, ''))) return;
    }
  }

  return (
    <SettingsSubsection
      title="Service cards"
      description="Shown in the Services section, in this order. Mark one as Most Popular."
      action={
        <Button $size="sm" onClick={() => setEditing('new')}>
          Add Service
        </Button>
      }
    >
      {services.length === 0 ? (
        <EmptyState title="No service cards yet">Add the services you offer; the public page shows them as cards.</EmptyState>
      ) : (
        <EditorList aria-label="Service cards">
          {services.map((service, index) => (
            <EditorRow
              key={service.id}
              actions={
                <RowActions
                  name={service.title}
                  index={index}
                  count={services.length}
                  busy={busy}
                  onMove={(to) => void move(index, to)}
                  onEdit={() => setEditing(service)}
                  onDelete={() => setDeleting(service)}
                />
              }
            >
              <StyledTitleLine>
                <StyledSwatch style={{ background: service.color }} aria-hidden="true" />
                <strong>{service.title}</strong>
                {service.popular ? <Badge tone="warning">Most Popular</Badge> : null}
              </StyledTitleLine>
              <StyledMeta>
                {service.features.length} {service.features.length === 1 ? 'feature' : 'features'} · {service.description}
              </StyledMeta>
            </EditorRow>
          ))}
        </EditorList>
      )}
      <ServiceFormDialog
        open={editing !== null}
        service={editing === 'new' ? null : editing}
        position={services.length ? Math.max(...services.map((s) => s.position)) + 1 : 0}
        saving={busy}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={(input) => save(input)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this service card?"
        description={deleting ? `"${deleting.title}" will no longer appear on your public page.` : ''}
        confirmLabel="Delete Service"
        pendingLabel="Deleting…"
        pending={busy}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          void remove(deleting.id).then((done) => done && setDeleting(null));
        }}
      />
    </SettingsSubsection>
  );
}

export const StyledTitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
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
