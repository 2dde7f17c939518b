import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents } from './money';

describe('dollarsToCents', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['0.1', 10],
    ['.5', 50],
    ['19.99', 1999],
    ['1.005', 101],
    ['1.004', 100],
    ['0.295', 30],
    [' 40 ', 4000],
    ['7.', 700],
  ])('%s dollars is %i cents', (input, cents) => {
    expect(dollarsToCents(input)).toBe(cents);
  });

  it('reads an empty field as no amount', () => {
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('   ')).toBeNull();
  });

  it.each(['-5', 'abc', '1e3', '.', '1.2.3', '$25'])('rejects %s', (input) => {
    expect(dollarsToCents(input)).toBeNaN();
  });
});

describe('formatCents', () => {
  it('shows US dollars', () => {
    expect(formatCents(2550)).toBe('$25.50');
  });
});
