import { useState, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { EditorList, EditorRow, RowActions } from './EditorList';
import { SettingsSubsection } from './SettingsSection';
import { reorderedPositions } from './usePublicContent';

type Ordered = { id: string; position: number };

/**
 * A section of ordered public-page items (service cards, testimonials): its Add button, the empty state, a row per
 * item with Move, Edit and Delete, and the confirmation of a delete. The item's own form dialog is `children`.
 */
export function OrderedListEditor<T extends Ordered>(props: {
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  empty: { title: string; text: ReactNode };
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  busy: boolean;
  /** How a row's buttons name the item ('Move Deep Cleaning up'). */
  itemName: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onEdit: (item: T) => void;
  /** Saves the item at a new position; false when the save failed (the move then stops). */
  savePosition: (item: T, position: number) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
  confirmDelete: { title: string; description: (item: T) => string; label: string };
  children: ReactNode;
}) {
  const { items, busy } = props;
  const [deleting, setDeleting] = useState<T | null>(null);

  async function move(from: number, to: number) {
    for (const { item, position } of reorderedPositions(items, from, to)) {
      if (!(await props.savePosition(item, position))) return;
    }
  }

  return (
    <SettingsSubsection
      title={props.title}
      description={props.description}
      action={
        <Button $size="sm" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState title={props.empty.title}>{props.empty.text}</EmptyState>
      ) : (
        <EditorList aria-label={props.label}>
          {items.map((item, index) => (
            <EditorRow
              key={item.id}
              actions={
                <RowActions
                  name={props.itemName(item)}
                  index={index}
                  count={items.length}
                  busy={busy}
                  onMove={(to) => void move(index, to)}
                  onEdit={() => props.onEdit(item)}
                  onDelete={() => setDeleting(item)}
                />
              }
            >
              {props.renderItem(item)}
            </EditorRow>
          ))}
        </EditorList>
      )}
      {props.children}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={props.confirmDelete.title}
        description={deleting ? props.confirmDelete.description(deleting) : ''}
        confirmLabel={props.confirmDelete.label}
        pendingLabel="Deleting…"
        pending={busy}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          void props.remove(deleting.id).then((done) => done && setDeleting(null));
        }}
      />
    </SettingsSubsection>
  );
}
