import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof window === 'undefined') return; // a node-environment test (codegen-fresh)
  cleanup();
  window.localStorage.clear();
  document.cookie = 'sidebar_state=; path=/; max-age=0';
});
