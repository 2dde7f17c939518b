import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CompletedVisitsSection, CompletedVisitsSection_Query } from './CompletedVisitsSection';

configure({ asyncUtilTimeout: 5000 });

const photo = (id: string, kind: 'BEFORE' | 'AFTER', caption: string) => ({
  __typename: 'VisitPhoto' as const,
  id,
  kind,
  caption,
  takenBy: 'Carla',
  createdAt: '2026-11-22T15:00:00.000Z',
  url: `/api/visits/v/photos/${id}`,
  thumbnailUrl: `/api/visits/v/photos/${id}/thumbnail`,
  canDelete: false,
});

describe("the portal's Recently completed: the after photos", () => {
  it('shows each completed cleaning with its after photos, never the before ones, and nothing to remove', async () => {
    renderWithProviders(<CompletedVisitsSection />, {
      mocks: [
        {
          request: { query: CompletedVisitsSection_Query },
          result: {
            data: {
              myCompletedVisits: [
                {
                  __typename: 'Visit',
                  id: 'v1',
                  date: '2026-11-20',
                  service: 'DEEP',
                  completionSummary: null,
                  photos: [photo('p1', 'BEFORE', 'As found'), photo('p2', 'AFTER', 'Shiny kitchen')],
                },
              ],
            },
          },
        },
      ],
    });
    const image = await screen.findByRole('img', { name: 'After photo: Shiny kitchen' });
    expect(image.closest('a')?.getAttribute('href')).toBe('/api/visits/v/photos/p2');
    expect(screen.queryByRole('img', { name: /Before/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
