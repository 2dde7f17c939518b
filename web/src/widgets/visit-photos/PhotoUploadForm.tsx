import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  PHOTO_ACCEPT,
  PHOTO_CAPTION_MAX,
  PHOTO_KIND_LABELS,
  PhotoUploadError,
  photoFileProblem,
  uploadVisitPhoto,
  type UploadedVisitPhoto,
  type VisitPhotoKindName,
} from '../../lib/visitPhotos';
import { Alert } from '../../ui/Alert';
import { Button, buttonStyles } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { visuallyHidden } from '../../ui/VisuallyHidden';

const KIND_OPTIONS = (Object.keys(PHOTO_KIND_LABELS) as VisitPhotoKindName[]).map((value) => ({
  value,
  label: PHOTO_KIND_LABELS[value],
}));

export interface PhotoUploadFormProps {
  /** The visit's database id (the REST route's). */
  visitDatabaseId: string;
  defaultKind?: VisitPhotoKindName;
  onUploaded: (photo: UploadedVisitPhoto) => void;
  /** Replaces the real upload in component tests. */
  upload?: typeof uploadVisitPhoto;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Adds a photo to a job: what it shows (before, after, an issue), a caption, and the photo itself, taken with the
 * camera or chosen from the phone. Shows the upload's progress, and any refusal in the server's words.
 */
export function PhotoUploadForm({
  visitDatabaseId,
  defaultKind = 'AFTER',
  onUploaded,
  upload = uploadVisitPhoto,
}: PhotoUploadFormProps) {
  const [kind, setKind] = useState<VisitPhotoKindName>(defaultKind);
  const [caption, setCaption] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const libraryRef = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? photoFileProblem(chosen) : null);
  };

  return (
    <StyledForm
      aria-label="Add a photo"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) {
          setError('Choose a photo to upload');
          return;
        }
        const problem = photoFileProblem(file);
        if (problem) {
          setError(problem);
          return;
        }
        setError(null);
        setProgress(0);
        try {
          const photo = await upload(visitDatabaseId, file, kind, caption.trim(), { onProgress: setProgress });
          setFile(null);
          setCaption('');
          for (const input of [cameraRef.current, libraryRef.current]) if (input) input.value = '';
          onUploaded(photo);
        } catch (failure) {
          setError(failure instanceof PhotoUploadError ? failure.message : 'The photo could not be uploaded. Please try again.');
        } finally {
          setProgress(null);
        }
      }}
    >
      <StyledRow>
        <Select
          label="What it shows"
          options={KIND_OPTIONS}
          value={kind}
          disabled={uploading}
          onChange={(event) => setKind(event.target.value as VisitPhotoKindName)}
        />
        <TextField
          label="Caption (optional)"
          value={caption}
          maxLength={PHOTO_CAPTION_MAX}
          disabled={uploading}
          placeholder="Kitchen counters"
          onChange={(event) => setCaption(event.target.value)}
        />
      </StyledRow>
      <StyledPick role="group" aria-label="Photo" aria-describedby={error ? errorId : undefined}>
        <StyledPickButton $variant="secondary" $disabled={uploading}>
          Take a photo
          <input
            ref={cameraRef}
            type="file"
            accept={PHOTO_ACCEPT}
            capture="environment"
            disabled={uploading}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </StyledPickButton>
        <StyledPickButton $variant="secondary" $disabled={uploading}>
          Choose a photo
          <input
            ref={libraryRef}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={uploading}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </StyledPickButton>
      </StyledPick>
      <StyledChosen aria-live="polite">
        {file ? `Chosen: ${file.name} (${megabytes(file.size)})` : 'No photo chosen yet.'}
      </StyledChosen>
      {error ? <Alert id={errorId}>{error}</Alert> : null}
      {uploading ? (
        <StyledProgress>
          <progress value={progress ?? 0} max={1} aria-label="Uploading the photo" />
          <span>Uploading… {Math.round((progress ?? 0) * 100)}%</span>
        </StyledProgress>
      ) : null}
      <div>
        <Button type="submit" disabled={uploading}>
          {uploading ? 'Uploading…' : 'Upload photo'}
        </Button>
      </div>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 10rem) minmax(0, 1fr);
  gap: 0.75rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledPick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A label that looks like a button: clicking it (or pressing Enter on its focused input) opens the picker. */
const StyledPickButton = styled.label<{ $variant: 'secondary'; $disabled: boolean }>`
  ${buttonStyles}
  position: relative;
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  input {
    ${visuallyHidden}
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledChosen = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledProgress = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-size: 0.875rem;

  progress {
    flex: 1;
    min-width: 0;
    height: 0.75rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
