import { createGlobalStyle } from 'styled-components';
import { themeVariablesCss } from './cssTheme';

export const GlobalStyle = createGlobalStyle`
  ${themeVariablesCss}

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; margin: 0 0 0.5em; }

  a { color: ${({ theme }) => theme.colors.primary}; }

  img { max-width: 100%; display: block; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /* A heading focused after a navigation (ui/NavigationFocus) is a place to read from, not a control: no ring. */
  h1[tabindex='-1']:focus { outline: none; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
