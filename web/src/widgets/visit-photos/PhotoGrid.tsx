import styled from 'styled-components';
import type { VisitPhotoKind } from '../../gql/graphql';
import { formatInstantDate } from '../../lib/businessTime';
import { PHOTO_KIND_LABELS } from '../../lib/visitPhotos';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

export interface GridPhoto {
  id: string;
  kind: VisitPhotoKind;
  caption: string;
  takenBy: string;
  createdAt: string;
  url: string;
  thumbnailUrl: string;
  canDelete: boolean;
}

const KIND_TONES: Record<VisitPhotoKind, BadgeTone> = { BEFORE: 'neutral', AFTER: 'success', ISSUE: 'warning' };

/** A photo in words: its alt text and the name of its Remove button ("After photo: Kitchen counters"). */
export const describePhoto = (photo: Pick<GridPhoto, 'kind' | 'caption'>) =>
  `${PHOTO_KIND_LABELS[photo.kind]} photo${photo.caption ? `: ${photo.caption}` : ''}`;

/**
 * Thumbnails, two across on a phone, each opening the full photo (served by the access-checked route) in a new tab,
 * with its kind, caption, who took it and when; Remove on those the viewer may remove, when `onRemove` is given.
 */
export function PhotoGrid<P extends GridPhoto>({ photos, onRemove }: { photos: readonly P[]; onRemove?: (photo: P) => void }) {
  return (
    <StyledGrid>
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure>
            <a href={photo.url} target="_blank" rel="noopener noreferrer">
              <img src={photo.thumbnailUrl} alt={describePhoto(photo)} loading="lazy" />
              <VisuallyHidden> (opens the full photo in a new tab)</VisuallyHidden>
            </a>
            <figcaption>
              <Badge tone={KIND_TONES[photo.kind]}>{PHOTO_KIND_LABELS[photo.kind]}</Badge>
              {photo.caption ? <span>{photo.caption}</span> : null}
              <small>
                {photo.takenBy}, {formatInstantDate(photo.createdAt)}
              </small>
            </figcaption>
          </figure>
          {onRemove && photo.canDelete ? (
            <Button $variant="ghost" $size="sm" onClick={() => onRemove(photo)}>
              Remove<VisuallyHidden> {describePhoto(photo)}</VisuallyHidden>
            </Button>
          ) : null}
        </li>
      ))}
    </StyledGrid>
  );
}

const StyledGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.75rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    min-width: 0;
  }
  figure {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 0.375rem;
  }
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  figcaption {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.125rem;
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
