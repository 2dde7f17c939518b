import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { coverPhoto } from '../../../ui/photo';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Button, IconButton } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { FieldError, FieldHint } from '../../../ui/Field';
import { ArrowLeftIcon, ArrowRightIcon, PencilIcon, TrashIcon } from '../../../ui/Icon';
import { TextField } from '../../../ui/TextField';
import { Tooltip, TooltipProvider } from '../../../ui/Tooltip';
import { CAPTION_MAX_LENGTH, formatBytes, GALLERY_MAX_BYTES, GALLERY_TYPES, galleryFileProblem } from './galleryUpload';
import { SettingsSubsection } from './SettingsSection';
import { byPosition, reorderedPositions, useGalleryMutations } from './usePublicContent';
import { Form, FormActions } from '../../../ui/Form';
import { useSchemaForm } from '../../../lib/forms';
import { galleryCaptionSchema } from '../../../lib/validation';

export const GalleryEditor_photo = graphql(`
  fragment GalleryEditor_photo on GalleryPhoto {
    id
    url
    caption
    position
    sizeBytes
  }
`);

/** The API keeps at most this many photos. */
const GALLERY_MAX_PHOTOS = 24;

/**
 * The public page's gallery: upload a photo with its caption (checked here for type and size before it is sent),
 * edit captions, delete (after asking) and put in order. The caption is also the photo's alt text.
 */
export function GalleryEditor(props: { photos: readonly FragmentType<typeof GalleryEditor_photo>[] }) {
  const photos = byPosition(useFragment(GalleryEditor_photo, props.photos));
  const gallery = useGalleryMutations();
  const [editing, setEditing] = useState<(typeof photos)[number] | null>(null);
  const [deleting, setDeleting] = useState<(typeof photos)[number] | null>(null);

  async function move(from: number, to: number) {
    for (const { item, position } of reorderedPositions(photos, from, to)) {
      if (!(await gallery.setPosition(item.id, position))) return;
    }
  }

  return (
    <SettingsSubsection
      title="Gallery"
      description={`Photos of your work, shown in this order; the first one also appears at the top of the page. Up to ${GALLERY_MAX_PHOTOS} photos.`}
    >
      {photos.length < GALLERY_MAX_PHOTOS ? <UploadForm upload={gallery.upload} uploading={gallery.uploading} /> : null}
      {photos.length === 0 ? (
        <EmptyState title="No photos yet">Upload a few photos of homes you have cleaned.</EmptyState>
      ) : (
        <TooltipProvider>
          <StyledGrid aria-label="Gallery photos">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <StyledFigure>
                  <img src={photo.url} alt={photo.caption} width={1200} height={800} loading="lazy" decoding="async" />
                  <figcaption>
                    <span>{photo.caption}</span>
                    <StyledSize>
                      Photo {index + 1} of {photos.length} · {formatBytes(photo.sizeBytes)}
                    </StyledSize>
                  </figcaption>
                </StyledFigure>
                <StyledPhotoActions>
                  <IconButton
                    aria-label={`Move photo ${index + 1} earlier`}
                    disabled={gallery.busy || index === 0}
                    onClick={() => void move(index, index - 1)}
                  >
                    <ArrowLeftIcon size={18} />
                  </IconButton>
                  <IconButton
                    aria-label={`Move photo ${index + 1} later`}
                    disabled={gallery.busy || index === photos.length - 1}
                    onClick={() => void move(index, index + 1)}
                  >
                    <ArrowRightIcon size={18} />
                  </IconButton>
                  <Button
                    $variant="secondary"
                    $size="sm"
                    aria-label={`Edit caption of photo ${index + 1}`}
                    onClick={() => setEditing(photo)}
                  >
                    <PencilIcon size={16} />
                    Caption
                  </Button>
                  <Tooltip content="Delete photo">
                    <StyledDelete aria-label={`Delete photo ${index + 1}`} onClick={() => setDeleting(photo)}>
                      <TrashIcon size={18} />
                    </StyledDelete>
                  </Tooltip>
                </StyledPhotoActions>
              </li>
            ))}
          </StyledGrid>
        </TooltipProvider>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit caption"
        description="The caption is shown under the photo and read out to people who cannot see it."
      >
        {editing ? (
          <CaptionForm
            key={editing.id}
            caption={editing.caption}
            saving={gallery.busy}
            onSave={async (caption) => {
              if (await gallery.saveCaption(editing.id, caption)) setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this photo?"
        description={deleting ? `"${deleting.caption}" will be removed from your public page. This cannot be undone.` : ''}
        confirmLabel="Delete Photo"
        pendingLabel="Deleting…"
        pending={gallery.busy}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          void gallery.remove(deleting.id).then((done) => done && setDeleting(null));
        }}
      />
    </SettingsSubsection>
  );
}

function UploadForm({ upload, uploading }: { upload: (file: File, caption: string) => Promise<boolean>; uploading: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm(galleryCaptionSchema, { mode: 'onChange', defaultValues: { caption: '' } });
  const inputRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const problem = file ? galleryFileProblem(file) : null;
  const ready = file !== null && !problem && form.formState.isValid;

  // The chosen picture, shown before it is sent; its object URL is let go when the choice changes.
  const preview = useMemo(
    () => (file && !problem && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file, problem],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onValid = async ({ caption }: { caption: string }) => {
    if (!file || problem || uploading) return;
    if (await upload(file, caption)) {
      setFile(null);
      form.reset();
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <StyledUpload onSubmit={(event) => void form.handleSubmit(onValid)(event)} aria-label="Upload a photo">
      <StyledFileField>
        <label htmlFor={fileId}>Photo</label>
        <input
          ref={inputRef}
          id={fileId}
          type="file"
          accept={GALLERY_TYPES.join(',')}
          aria-describedby={`${fileId}-hint${problem ? ` ${fileId}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <FieldHint id={`${fileId}-hint`}>
          JPEG, PNG or WebP, up to {formatBytes(GALLERY_MAX_BYTES)}. Landscape (3:2) looks best.
        </FieldHint>
        {problem ? (
          <FieldError id={`${fileId}-error`} role="alert">
            {problem}
          </FieldError>
        ) : null}
      </StyledFileField>
      {preview ? <StyledPreview src={preview} alt="" /> : null}
      <TextField
        label="Caption"
        required
        maxLength={CAPTION_MAX_LENGTH}
        hint="Describe the photo: it is also what screen readers say."
        {...form.register('caption')}
      />
      <div>
        <Button type="submit" disabled={!ready || uploading}>
          {uploading ? 'Uploading…' : 'Upload Photo'}
        </Button>
      </div>
    </StyledUpload>
  );
}

function CaptionForm(props: { caption: string; saving: boolean; onSave: (caption: string) => Promise<void> }) {
  const form = useSchemaForm(galleryCaptionSchema, { mode: 'onChange', defaultValues: { caption: props.caption } });
  const submit = form.handleSubmit(async ({ caption }) => {
    if (!props.saving) await props.onSave(caption);
  });
  return (
    <Form onSubmit={(event) => void submit(event)}>
      <TextField label="Caption" required maxLength={CAPTION_MAX_LENGTH} {...form.register('caption')} />
      <FormActions>
        <DialogClose asChild>
          <Button $variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!form.formState.isValid || props.saving}>
          {props.saving ? 'Saving…' : 'Save Caption'}
        </Button>
      </FormActions>
    </Form>
  );
}

const StyledUpload = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  margin-bottom: 1.25rem;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    & > div:last-child {
      grid-column: 1 / -1;
    }
  }
`;

const StyledFileField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;

  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  input[type='file'] {
    min-height: 2.75rem;
    padding: 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    width: 100%;
    min-width: 0;
  }
`;

const StyledPreview = styled.img`
  width: 12rem;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(16.5rem, 1fr));

  li {
    display: flex;
    flex-direction: column;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledFigure = styled.figure`
  margin: 0;
  flex: 1;

  img {
    ${coverPhoto}
  }
  figcaption {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    padding: 0.625rem 0.75rem 0;
    font-size: 0.9375rem;
  }
`;

const StyledSize = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPhotoActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem;
  padding: 0.5rem;
`;

const StyledDelete = styled(IconButton)`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.danger};
`;
