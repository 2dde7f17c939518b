import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ThemeProvider } from 'styled-components';
import { themeVariables } from './cssTheme';
import { GlobalStyle } from './GlobalStyle';
import { themes, type AppTheme, type ThemeMode } from './tokens';

/** Spec §4: the chosen theme is kept in localStorage under this key. */
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage can be blocked (privacy modes); fall back to the system preference
  }
}

function systemTheme(): ThemeMode {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

// React renders with the server's value while it hydrates (and on the server), then with the client's.
const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

interface ThemeModeContextValue {
  mode: ThemeMode;
  toggle: () => void;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

// The themes as components see them: colours and shadows are CSS custom properties (cssTheme.ts), so the page's CSS,
// not this provider, paints them; `mode` is for what React itself chooses (an icon, a calendar's swatches).
const cssThemes: Record<ThemeMode, AppTheme> = {
  light: { ...themes.light, ...themeVariables },
  dark: { ...themes.dark, ...themeVariables },
};

/**
 * Light or dark: the stored choice, else the system preference (followed live until the user picks one).
 * `serverMode`: the mode a server-rendered page was rendered in. Hydration must first render exactly what the server
 * did, so the visitor's own choice is read only once hydrated; the page's colours do not wait for it (cssTheme.ts).
 */
export function ThemeModeProvider({ children, serverMode }: { children: ReactNode; serverMode?: ThemeMode }) {
  const [stored, setStored] = useState<ThemeMode | null>(readStoredTheme);
  const [system, setSystem] = useState<ThemeMode>(systemTheme);
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const settled = !serverMode || hydrated;
  const mode = settled ? (stored ?? system) : serverMode;

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);

  // Not the server's mode while hydrating: it would repaint a dark visitor's page light for a moment.
  useEffect(() => {
    if (settled) document.documentElement.dataset.theme = mode;
  }, [mode, settled]);

  const setMode = useCallback((next: ThemeMode) => {
    setStored(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // not persisted, still applied for this visit
    }
  }, []);
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  const value = useMemo(() => ({ mode, toggle, setMode }), [mode, toggle, setMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={cssThemes[mode]}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return value;
}
