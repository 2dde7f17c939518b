import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { themes, type ThemeColors } from './tokens';

type Pair = [foreground: keyof ThemeColors, background: keyof ThemeColors, minimum: number];

/** Text at 4.5:1 (WCAG 1.4.3 AA); control borders and focus rings at 3:1 (1.4.11). */
const PAIRS: Pair[] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceMuted', 4.5],
  ['text', 'dangerSurface', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceMuted', 4.5],
  ['primary', 'surface', 4.5],
  ['primary', 'background', 4.5],
  ['primaryText', 'primary', 4.5],
  ['primaryText', 'primaryHover', 4.5],
  ['danger', 'surface', 4.5],
  ['dangerText', 'danger', 4.5],
  ['accentText', 'accent', 4.5],
  ['borderStrong', 'surface', 3],
  ['focus', 'background', 3],
  ['focus', 'surface', 3],
];

describe.each(['light', 'dark'] as const)('%s theme contrast', (mode) => {
  it.each(PAIRS)('%s on %s is at least %d:1', (foreground, background, minimum) => {
    const { colors } = themes[mode];
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(minimum);
  });
});
