import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PhotoUploadError, type UploadedVisitPhoto, type uploadVisitPhoto } from '../../lib/visitPhotos';
import { deleteVisitPhotoMutation, VisitPhotos, VisitPhotos_Query } from './VisitPhotos';

configure({ asyncUtilTimeout: 5000 });

const photo = (id: string, kind: 'BEFORE' | 'AFTER' | 'ISSUE', caption: string, canDelete: boolean) => ({
  __typename: 'VisitPhoto' as const,
  id,
  kind,
  caption,
  takenBy: 'Carla Reyes',
  createdAt: '2026-11-22T15:00:00.000Z',
  url: `/api/visits/v-db/photos/${id}`,
  thumbnailUrl: `/api/visits/v-db/photos/${id}/thumbnail`,
  canDelete,
});

const answer = (photos: ReturnType<typeof photo>[]) => ({
  request: { query: VisitPhotos_Query, variables: { id: 'v1' } },
  result: { data: { node: { __typename: 'Visit' as const, id: 'v1', databaseId: 'v-db', photos } } },
});

const uploaded: UploadedVisitPhoto = {
  id: 'p9',
  nodeId: 'n9',
  visitId: 'v-db',
  kind: 'after',
  caption: 'Kitchen',
  width: 2048,
  height: 1536,
  createdAt: '2026-11-22T15:10:00.000Z',
  url: '/api/visits/v-db/photos/p9',
  thumbnailUrl: '/api/visits/v-db/photos/p9/thumbnail',
};

const jpeg = (name = 'kitchen.jpg', type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('VisitPhotos', () => {
  it('shows thumbnails that open the full photo, with kind, caption and who took it', async () => {
    renderWithProviders(<VisitPhotos visitId="v1" title="Photos" />, {
      mocks: [answer([photo('p1', 'BEFORE', 'As found', false), photo('p2', 'AFTER', 'Kitchen counters', true)])],
    });
    const image = await screen.findByRole('img', { name: 'After photo: Kitchen counters' });
    expect(image.getAttribute('src')).toBe('/api/visits/v-db/photos/p2/thumbnail');
    expect(image.closest('a')?.getAttribute('href')).toBe('/api/visits/v-db/photos/p2');
    expect(screen.getByRole('img', { name: 'Before photo: As found' })).toBeTruthy();
    expect(screen.getAllByText(/Carla Reyes/)).toHaveLength(2);
    // Only the photo the viewer may remove offers Remove.
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove After photo: Kitchen counters' })).toBeTruthy();
  });

  it('says when there is nothing to show, and shows only the kind asked for', async () => {
    const { unmount } = renderWithProviders(<VisitPhotos visitId="v1" title="Photos" emptyText="No photos yet." />, {
      mocks: [answer([])],
    });
    expect(await screen.findByText('No photos yet.')).toBeTruthy();
    unmount();
    renderWithProviders(<VisitPhotos visitId="v1" title="After photos" onlyKind="AFTER" />, {
      mocks: [answer([photo('p1', 'BEFORE', 'As found', false), photo('p2', 'AFTER', 'Done', false)])],
    });
    expect(await screen.findByRole('img', { name: 'After photo: Done' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Before/ })).toBeNull();
  });

  it('says the photos failed to load, with Try again', async () => {
    renderWithProviders(<VisitPhotos visitId="v1" title="Photos" />, {
      mocks: [{ request: { query: VisitPhotos_Query, variables: { id: 'v1' } }, error: new Error('network down') }],
    });
    expect(await screen.findByText('Failed to load the photos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('removes a photo only after the confirmation', async () => {
    const { user } = renderWithProviders(<VisitPhotos visitId="v1" title="Photos" />, {
      mocks: [
        answer([photo('p2', 'AFTER', 'Kitchen', true)]),
        {
          request: { query: deleteVisitPhotoMutation, variables: { input: { id: 'p2' } } },
          result: { data: { deleteVisitPhoto: { __typename: 'DeleteVisitPhotoPayload', deletedPhotoId: 'p2' } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove After photo: Kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'After photo: Kitchen' })).toBeNull());
  });

  it('uploads the chosen photo with its kind and caption, showing progress, then lists it', async () => {
    let finish: (photo: UploadedVisitPhoto) => void = () => {};
    const upload = vi.fn<typeof uploadVisitPhoto>(
      (_visit, _file, _kind, _caption, options) =>
        new Promise((resolve) => {
          options?.onProgress?.(0.4);
          finish = resolve;
        }),
    );
    const { user } = renderWithProviders(<VisitPhotos visitId="v1" title="Photos" canUpload upload={upload} />, {
      mocks: [answer([]), answer([photo('p9', 'AFTER', 'Kitchen', true)])],
    });
    const form = await screen.findByRole('form', { name: 'Add a photo' });
    const camera = within(form).getByLabelText('Take a photo') as HTMLInputElement;
    expect(camera.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect((within(form).getByLabelText('Choose a photo') as HTMLInputElement).getAttribute('capture')).toBeNull();

    await user.selectOptions(within(form).getByLabelText('What it shows'), 'AFTER');
    await user.type(within(form).getByLabelText('Caption (optional)'), 'Kitchen');
    await user.upload(within(form).getByLabelText('Choose a photo'), jpeg());
    expect(within(form).getByText(/Chosen: kitchen.jpg/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));

    expect(await within(form).findByText('Uploading… 40%')).toBeTruthy();
    expect(within(form).getByRole('progressbar', { name: 'Uploading the photo' })).toBeTruthy();
    expect(upload).toHaveBeenCalledWith('v-db', expect.any(File), 'AFTER', 'Kitchen', expect.anything());
    finish(uploaded);
    expect(await screen.findByText('Photo added')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'After photo: Kitchen' })).toBeTruthy();
  });

  it("shows the server's refusal in its words, and checks the type and size before sending", async () => {
    const upload = vi.fn<typeof uploadVisitPhoto>(() =>
      Promise.reject(
        new PhotoUploadError(
          'This file is not a JPEG, PNG or WebP photo that can be read. Take the photo again or choose another.',
          400,
          'BAD_USER_INPUT',
          'file',
        ),
      ),
    );
    const { user } = renderWithProviders(<VisitPhotos visitId="v1" title="Photos" canUpload upload={upload} />, {
      mocks: [answer([])],
    });
    const form = await screen.findByRole('form', { name: 'Add a photo' });
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose a photo to upload');

    // user-event honours `accept`; a file the browser would still let through (another type, too large) is
    // caught before it is sent, in the server's words.
    await user.upload(within(form).getByLabelText('Choose a photo'), jpeg('huge.jpg', 'image/jpeg', 15 * 1024 * 1024 + 1));
    expect(within(form).getByRole('alert').textContent).toBe('A photo can be at most 15 MB');
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(upload).not.toHaveBeenCalled();

    await user.upload(within(form).getByLabelText('Choose a photo'), jpeg());
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(await within(form).findByText(/not a JPEG, PNG or WebP photo that can be read/)).toBeTruthy();
  });
});
