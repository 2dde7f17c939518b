/**
 * Design tokens for the two themes. Text/background pairs are chosen for WCAG AA contrast
 * (4.5:1 for body text, 3:1 for large text and control borders); see theme/tokens.test.ts.
 */
export type ThemeMode = 'light' | 'dark';

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  /** Borders of form controls: 3:1 against the surface (WCAG 1.4.11). */
  borderStrong: string;
  primary: string;
  primaryText: string;
  primaryHover: string;
  accent: string;
  accentText: string;
  danger: string;
  dangerText: string;
  dangerSurface: string;
  success: string;
  focus: string;
  overlay: string;
}

export interface AppTheme {
  mode: ThemeMode;
  colors: ThemeColors;
  fonts: { body: string; heading: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { card: string; raised: string };
  space: (multiple: number) => string;
  breakpoints: { mobile: string };
  sidebarWidth: string;
}

const shared = {
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  space: (multiple: number) => `${multiple * 0.25}rem`,
  /** Below this width the sidebar becomes a slide-in sheet (spec §9: 768 px). */
  breakpoints: { mobile: '767.98px' },
  sidebarWidth: '16rem',
};

export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  colors: {
    background: '#f7f8fa',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    text: '#1a202c',
    textMuted: '#4a5568',
    border: '#d9dee5',
    borderStrong: '#718096',
    primary: '#0b6e99',
    primaryText: '#ffffff',
    primaryHover: '#095a7d',
    accent: '#f5b301',
    accentText: '#1a202c',
    danger: '#c53030',
    dangerText: '#ffffff',
    dangerSurface: '#fff5f5',
    success: '#276749',
    focus: '#2b6cb0',
    overlay: 'rgba(15, 23, 42, 0.5)',
  },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    raised: '0 10px 30px rgba(15, 23, 42, 0.18)',
  },
};

export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    background: '#0f141a',
    surface: '#171e26',
    surfaceMuted: '#222b36',
    text: '#e9eef4',
    textMuted: '#a9b4c2',
    border: '#2e3a48',
    borderStrong: '#7b8a9c',
    primary: '#5cc0eb',
    primaryText: '#0a1620',
    primaryHover: '#86d1f1',
    accent: '#f5b301',
    accentText: '#1a202c',
    danger: '#f08080',
    dangerText: '#1a0b0b',
    dangerSurface: '#2a1616',
    success: '#68d391',
    focus: '#90cdf4',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4)',
    raised: '0 10px 30px rgba(0, 0, 0, 0.55)',
  },
};

export const themes: Record<ThemeMode, AppTheme> = { light: lightTheme, dark: darkTheme };
