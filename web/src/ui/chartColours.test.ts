import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { themes } from '../theme/tokens';
import { SERIES_COLOURS } from './chartColours';

describe('chart series colours', () => {
  it.each(['light', 'dark'] as const)('stand out 3:1 from the %s surface and its muted surface', (mode) => {
    const { surface, surfaceMuted } = themes[mode].colors;
    for (const colour of SERIES_COLOURS[mode]) {
      expect(contrastRatio(colour, surface), `${colour} on ${surface}`).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colour, surfaceMuted), `${colour} on ${surfaceMuted}`).toBeGreaterThanOrEqual(3);
    }
  });
});
