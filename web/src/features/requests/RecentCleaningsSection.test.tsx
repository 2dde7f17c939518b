import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RecentCleanings_Query, RecentCleaningsSection } from './RecentCleaningsSection';

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

const answer = (recentCleanings: unknown[]) => ({
  request: { query: RecentCleanings_Query },
  result: { data: { recentCleanings } },
});

describe('Recent cleanings in the portal', () => {
  it('shows each completed cleaning with its after photos, never the before ones', async () => {
    renderWithProviders(<RecentCleaningsSection />, {
      mocks: [
        answer([
          {
            __typename: 'Visit',
            id: 'v1',
            date: '2026-11-20',
            service: 'DEEP',
            photos: [photo('p1', 'BEFORE', 'As found'), photo('p2', 'AFTER', 'Shiny kitchen')],
          },
          { __typename: 'Visit', id: 'v2', date: '2026-11-13', service: 'STANDARD', photos: [] },
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Recent cleanings' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'After photo: Shiny kitchen' }).closest('a')?.getAttribute('href')).toBe(
      '/api/visits/v/photos/p2',
    );
    expect(screen.queryByRole('img', { name: /Before/ })).toBeNull();
    expect(screen.getByText('No after photos of this cleaning.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
