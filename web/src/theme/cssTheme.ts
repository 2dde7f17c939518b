import { css, type Interpolation } from 'styled-components';
import { darkTheme, lightTheme, type AppTheme, type ThemeColors } from './tokens';

/**
 * The two themes as one stylesheet: every colour and shadow is a CSS custom property whose value the page's CSS picks,
 * not React. `data-theme` on <html> (the saved choice, set before first paint by the head script in
 * build/site-head.html, then kept by ThemeModeProvider) wins; without it the system's preference does. So a
 * server-rendered page paints in the visitor's theme before (or without) any of its JavaScript.
 */
const colorVariable = (key: string) => `--color-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** What components interpolate for `theme.colors` and `theme.shadows` under ThemeModeProvider. */
export const themeVariables: Pick<AppTheme, 'colors' | 'shadows'> = {
  colors: Object.fromEntries(
    Object.keys(lightTheme.colors).map((key) => [key, `var(${colorVariable(key)})`]),
  ) as unknown as ThemeColors,
  shadows: { card: 'var(--shadow-card)', raised: 'var(--shadow-raised)' },
};

function declarations(theme: AppTheme): string {
  const colors = Object.entries(theme.colors).map(([key, value]) => `${colorVariable(key)}: ${value};`);
  return [
    `color-scheme: ${theme.mode};`,
    ...colors,
    `--shadow-card: ${theme.shadows.card};`,
    `--shadow-raised: ${theme.shadows.raised};`,
  ].join(' ');
}

const SYSTEM_DARK = '@media (prefers-color-scheme: dark)';
const UNLESS_CHOSEN_LIGHT = ":root:not([data-theme='light'])";
const CHOSEN_DARK = ":root[data-theme='dark']";

/** The custom properties of both themes, for GlobalStyle. */
export const themeVariablesCss = `
  :root { ${declarations(lightTheme)} }
  ${SYSTEM_DARK} { ${UNLESS_CHOSEN_LIGHT} { ${declarations(darkTheme)} } }
  ${CHOSEN_DARK} { ${declarations(darkTheme)} }
`;

/**
 * A component's rules for the dark theme, under the same conditions as the dark palette: for the few colours that are
 * not tokens (a gradient, a tint), written beside their light value instead of choosing by `theme.mode` in React.
 */
export function inDarkTheme(rules: Interpolation<object>) {
  return css`
    ${SYSTEM_DARK} {
      ${UNLESS_CHOSEN_LIGHT} & {
        ${rules}
      }
    }
    ${CHOSEN_DARK} & {
      ${rules}
    }
  `;
}
