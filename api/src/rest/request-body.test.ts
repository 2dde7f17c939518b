import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { dollarsToCents } from './request-body.js';

describe('dollarsToCents', () => {
  it.each([
    [25, 2500],
    [25.5, 2550],
    ['25.50', 2550],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    ['0', 0],
    [' 12 ', 1200],
    ['7.', 700],
  ])('%s dollars is %s cents', (dollars, cents) => {
    expect(dollarsToCents(dollars, 'amount')).toBe(cents);
  });

  it.each([[-1], ['-0.5'], ['abc'], [''], [Number.NaN], [Number.POSITIVE_INFINITY], ['1e3'], [2_000_000], [null]])(
    'refuses %s as bad input naming the field',
    (value) => {
      try {
        dollarsToCents(value, 'hourlyRate');
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).code).toBe('BAD_USER_INPUT');
        expect((error as DomainError).details.field).toBe('hourlyRate');
      }
    },
  );
});
