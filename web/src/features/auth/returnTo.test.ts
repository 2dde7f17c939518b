import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it.each(['/', '/invoices', '/clients?search=ann#top', '/a/b//c'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'invoices',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('falls back to / for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
