import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { VisitPhotoKind, VisitPhotos_QueryQuery } from '../../gql/graphql';
import type { VisitPhotoKindName } from '../../lib/visitPhotos';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { describePhoto, PhotoGrid } from './PhotoGrid';
import { PhotoUploadForm, type PhotoUploadFormProps } from './PhotoUploadForm';

export const VisitPhotos_Query = graphql(`
  query VisitPhotos_Query($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Visit {
        databaseId
        photos {
          id
          kind
          caption
          takenBy
          createdAt
          url
          thumbnailUrl
          canDelete
        }
      }
    }
  }
`);

export const deleteVisitPhotoMutation = graphql(`
  mutation VisitPhotos_Delete($input: DeleteVisitPhotoInput!) {
    deleteVisitPhoto(input: $input) {
      deletedPhotoId
    }
  }
`);

export interface VisitPhotosProps {
  /** The visit's GraphQL id. */
  visitId: string;
  /** The section's heading, e.g. "Photos" or "After photos". */
  title: string;
  /** Heading level: 2 on a page, 3 inside a dialog or card. */
  headingLevel?: 2 | 3;
  /** Shows the form that adds a photo (the job page: a helper on the job, or the owner). */
  canUpload?: boolean;
  defaultKind?: VisitPhotoKindName;
  /** Shows only photos of this kind (the client's after photos). */
  onlyKind?: VisitPhotoKind;
  /** Said when there is no photo to show. */
  emptyText?: string;
  /** Replaces the real upload in component tests. */
  upload?: PhotoUploadFormProps['upload'];
}

type Photo = Extract<NonNullable<VisitPhotos_QueryQuery['node']>, { __typename: 'Visit' }>['photos'][number];

/**
 * A visit's photos as a grid of thumbnails, each opening the full photo; whoever may remove one (its uploader, the
 * owner) gets Remove, after a confirmation. On the job page it also adds photos. Every photo is served by the
 * access-checked route, so the grid shows only what this viewer may see.
 */
export function VisitPhotos({
  visitId,
  title,
  headingLevel = 2,
  canUpload = false,
  defaultKind,
  onlyKind,
  emptyText = 'No photos yet.',
  upload,
}: VisitPhotosProps) {
  const query = useQuery(VisitPhotos_Query, { variables: { id: visitId } });
  const { toast } = useToast();
  const [removing, setRemoving] = useState<Photo | null>(null);
  const [remove, { loading: removingNow }] = useMutation(deleteVisitPhotoMutation, {
    update(cache, { data }) {
      const id = data?.deleteVisitPhoto.deletedPhotoId;
      if (id) {
        cache.evict({ id: cache.identify({ __typename: 'VisitPhoto', id }) });
        cache.gc();
      }
    },
  });
  const visit = query.data?.node?.__typename === 'Visit' ? query.data.node : null;
  const photos = (visit?.photos ?? []).filter((photo) => !onlyKind || photo.kind === onlyKind);
  const headingId = `visit-photos-${visitId}`;
  const Heading = headingLevel === 2 ? StyledTitle2 : StyledTitle3;

  return (
    <StyledSection aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {!query.data && query.loading ? (
        <Spinner label="Loading the photos…" />
      ) : query.error && !visit ? (
        <StyledStack>
          <Alert>{serverMessage(query.error) ?? 'Failed to load the photos'}</Alert>
          <div>
            <Button $variant="secondary" $size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        </StyledStack>
      ) : photos.length === 0 ? (
        <StyledMuted>{emptyText}</StyledMuted>
      ) : (
        <PhotoGrid photos={photos} onRemove={setRemoving} />
      )}
      {canUpload && visit ? (
        <PhotoUploadForm
          visitDatabaseId={visit.databaseId}
          defaultKind={defaultKind}
          upload={upload}
          onUploaded={() => {
            toast({ title: 'Photo added' });
            void query.refetch();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(removing)}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this photo?"
        description={removing ? `${describePhoto(removing)}. It is removed for everyone; this cannot be undone.` : ''}
        confirmLabel="Remove photo"
        pendingLabel="Removing…"
        pending={removingNow}
        destructive
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove({ variables: { input: { id: removing.id } } });
            setRemoving(null);
            toast({ title: 'Photo removed' });
          } catch (failure) {
            setRemoving(null);
            toast({
              title: 'Error',
              description: serverMessage(failure) ?? 'Failed to remove the photo',
              variant: 'destructive',
            });
          }
        }}
      />
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

const StyledTitle2 = styled.h2`
  font-size: 1.25rem;
  margin: 0;
`;

const StyledTitle3 = styled.h3`
  font-size: 1rem;
  margin: 0;
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;
