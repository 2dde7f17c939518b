import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import type { SavePublicServiceInput, SaveTestimonialInput } from '../../../gql/graphql';
import { useToast } from '../../../ui/Toast';
import { GalleryUploadError, uploadGalleryPhoto } from './galleryUpload';

export const savePublicServiceMutation = graphql(`
  mutation ServicesEditor_SavePublicService($input: SavePublicServiceInput!) {
    savePublicService(input: $input) {
      service {
        id
        ...ServicesEditor_service
        ...ServiceCard_service
      }
    }
  }
`);

export const deletePublicServiceMutation = graphql(`
  mutation ServicesEditor_DeletePublicService($input: DeletePublicContentInput!) {
    deletePublicService(input: $input) {
      deletedId
    }
  }
`);

export const saveTestimonialMutation = graphql(`
  mutation TestimonialsEditor_SaveTestimonial($input: SaveTestimonialInput!) {
    saveTestimonial(input: $input) {
      testimonial {
        id
        ...TestimonialsEditor_testimonial
        ...TestimonialCard_testimonial
      }
    }
  }
`);

export const deleteTestimonialMutation = graphql(`
  mutation TestimonialsEditor_DeleteTestimonial($input: DeletePublicContentInput!) {
    deleteTestimonial(input: $input) {
      deletedId
    }
  }
`);

export const updateGalleryPhotoMutation = graphql(`
  mutation GalleryEditor_UpdateGalleryPhoto($input: UpdateGalleryPhotoInput!) {
    updateGalleryPhoto(input: $input) {
      photo {
        id
        ...GalleryEditor_photo
      }
    }
  }
`);

export const deleteGalleryPhotoMutation = graphql(`
  mutation GalleryEditor_DeleteGalleryPhoto($input: DeletePublicContentInput!) {
    deleteGalleryPhoto(input: $input) {
      deletedId
    }
  }
`);

type PublicList = 'services' | 'testimonials' | 'galleryPhotos';

/** Adds a new item to the cached public site's list (which the editor and the public page both read). */
function appendToPublicSite(cache: ApolloCache, list: PublicList, item: { __typename?: string; id: string }) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      publicSite(existing, { toReference, readField }) {
        if (!existing || typeof existing !== 'object') return existing;
        const current = ((existing as Record<string, unknown>)[list] as Reference[] | undefined) ?? [];
        if (current.some((ref) => readField('id', ref) === item.id)) return existing;
        return { ...existing, [list]: [...current, toReference(item as never)] };
      },
    },
  });
}

/** Removes a deleted item everywhere: lists that held it drop the dangling reference. */
function evict(cache: ApolloCache, __typename: string, id: string) {
  cache.evict({ id: cache.identify({ __typename, id }) });
  cache.gc();
}

/** Runs a mutation and toasts its outcome: `success` (if any), or 'Error' with the server's words. */
function useToastedRun() {
  const { toast } = useToast();
  return useCallback(
    async (run: () => Promise<unknown>, success?: string): Promise<boolean> => {
      try {
        await run();
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return false;
      }
      if (success) toast({ title: success });
      return true;
    },
    [toast],
  );
}

/** Save (create or edit) and delete a service card; a new card joins the list, a deleted one leaves it. */
export function useServiceCardMutations() {
  const run = useToastedRun();
  const [save, saving] = useMutation(savePublicServiceMutation, {
    update(cache, { data }) {
      const service = data?.savePublicService.service;
      if (service) appendToPublicSite(cache, 'services', { __typename: 'PublicService', id: service.id });
    },
  });
  const [remove, removing] = useMutation(deletePublicServiceMutation);
  return {
    save: (input: SavePublicServiceInput, success = 'Service Saved') => run(() => save({ variables: { input } }), success),
    remove: (id: string) =>
      run(
        () => remove({ variables: { input: { id } }, update: (cache) => evict(cache, 'PublicService', id) }),
        'Service Deleted',
      ),
    busy: saving.loading || removing.loading,
  };
}

export function useTestimonialMutations() {
  const run = useToastedRun();
  const [save, saving] = useMutation(saveTestimonialMutation, {
    update(cache, { data }) {
      const testimonial = data?.saveTestimonial.testimonial;
      if (testimonial) appendToPublicSite(cache, 'testimonials', { __typename: 'Testimonial', id: testimonial.id });
    },
  });
  const [remove, removing] = useMutation(deleteTestimonialMutation);
  return {
    save: (input: SaveTestimonialInput, success = 'Testimonial Saved') => run(() => save({ variables: { input } }), success),
    remove: (id: string) =>
      run(
        () => remove({ variables: { input: { id } }, update: (cache) => evict(cache, 'Testimonial', id) }),
        'Testimonial Deleted',
      ),
    busy: saving.loading || removing.loading,
  };
}

/**
 * Gallery photos: upload (a REST call with the raw image; the settings query is read again to show it), caption
 * edits and positions (normalized), and delete.
 */
export function useGalleryMutations() {
  const run = useToastedRun();
  const client = useApolloClient();
  const { toast } = useToast();
  const [uploading, setUploading] = useState(false);
  const [update, updating] = useMutation(updateGalleryPhotoMutation);
  const [remove, removing] = useMutation(deleteGalleryPhotoMutation);

  const upload = useCallback(
    async (file: File, caption: string): Promise<boolean> => {
      setUploading(true);
      try {
        await uploadGalleryPhoto(file, caption);
        await client.refetchQueries({ include: ['SettingsPage_Query'] });
      } catch (error) {
        const description = error instanceof GalleryUploadError ? error.message : errorMessage(error);
        toast({ title: 'Error', description, variant: 'destructive' });
        return false;
      } finally {
        setUploading(false);
      }
      toast({ title: 'Photo Uploaded', description: 'It is on your public page now.' });
      return true;
    },
    [client, toast],
  );

  return {
    upload,
    uploading,
    saveCaption: (id: string, caption: string) => run(() => update({ variables: { input: { id, caption } } }), 'Caption Saved'),
    setPosition: (id: string, position: number) => run(() => update({ variables: { input: { id, position } } })),
    remove: (id: string) =>
      run(() => remove({ variables: { input: { id } }, update: (cache) => evict(cache, 'GalleryPhoto', id) }), 'Photo Deleted'),
    busy: uploading || updating.loading || removing.loading,
  };
}

/** Items in their public order: by position, ties in the server's order. */
export function byPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

/**
 * The new position of every item after moving the one at `from` to `to`: positions become 0..n-1 in the new order,
 * and only the items whose position changes are returned (each is one save).
 */
export function reorderedPositions<T extends { id: string; position: number }>(items: readonly T[], from: number, to: number) {
  const order = [...items];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order.map((item, position) => ({ item, position })).filter(({ item, position }) => item.position !== position);
}
