import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded screens are compiled on first import; on a busy 2-core machine that alone can pass the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  if (typeof window === 'undefined') return; // a node-environment test (codegen-fresh)
  cleanup();
  window.localStorage.clear();
  document.cookie = 'sidebar_state=; path=/; max-age=0';
});
