import { describe, expect, it } from 'vitest';
import { readHelperForm } from './helperForm';
import { centsToDollarsInput } from '../../lib/money';
import { helperLabel, maxHoursLabel } from '../../lib/people';

const values = (
  overrides: Partial<Record<'hourlyRate' | 'maxHoursPerWeek' | 'phone' | 'notes' | 'firstName' | 'lastName' | 'email', string>>,
) => ({
  hourlyRate: '25',
  maxHoursPerWeek: '',
  phone: '',
  notes: '',
  firstName: '',
  lastName: '',
  email: '',
  ...overrides,
});

describe('the helper form', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['0.1', 10],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in floating point
    ['19.99', 1999],
    ['1.005', 101],
    ['0', 0],
  ])('sends %s dollars as %i cents', (typed, cents) => {
    expect(readHelperForm(values({ hourlyRate: typed }))).toEqual({
      input: {
        hourlyRateCents: cents,
        maxHoursPerWeek: null,
        phone: null,
        notes: null,
        firstName: null,
        lastName: null,
        email: null,
      },
    });
  });

  it('sends the name the owner gives a helper without an account, trimmed; blank is none', () => {
    expect(readHelperForm(values({ firstName: ' Luis ', lastName: 'Ortega' }))).toMatchObject({
      input: { firstName: 'Luis', lastName: 'Ortega' },
    });
    expect(readHelperForm(values({ firstName: '  ' }))).toMatchObject({ input: { firstName: null } });
  });

  it('sends the email trimmed and lower-cased, blank as none, and refuses what is not an email', () => {
    expect(readHelperForm(values({ email: ' Rosa@Example.com ' }))).toMatchObject({ input: { email: 'rosa@example.com' } });
    expect(readHelperForm(values({ email: '  ' }))).toMatchObject({ input: { email: null } });
    expect(readHelperForm(values({ email: 'rosa@' }))).toEqual({ errors: { email: 'Enter a valid email address' } });
  });

  it('requires the rate and refuses what is not a dollar amount', () => {
    expect(readHelperForm(values({ hourlyRate: '' }))).toEqual({ errors: { hourlyRate: 'Hourly rate is required' } });
    expect(readHelperForm(values({ hourlyRate: '-5' }))).toHaveProperty('errors.hourlyRate');
    expect(readHelperForm(values({ hourlyRate: 'abc' }))).toHaveProperty('errors.hourlyRate');
  });

  it('reads empty max hours as unlimited and refuses fractions and out-of-range hours', () => {
    expect(readHelperForm(values({ maxHoursPerWeek: ' 40 ' }))).toMatchObject({ input: { maxHoursPerWeek: 40 } });
    expect(readHelperForm(values({ maxHoursPerWeek: '   ' }))).toMatchObject({ input: { maxHoursPerWeek: null } });
    for (const bad of ['0', '169', '12.5', '-3', 'ten']) {
      expect(readHelperForm(values({ maxHoursPerWeek: bad })), bad).toHaveProperty('errors.maxHoursPerWeek');
    }
  });

  it('shows cents as dollars, the label and Unlimited', () => {
    expect(centsToDollarsInput(2550)).toBe('25.50');
    expect(centsToDollarsInput(1999)).toBe('19.99');
    expect(helperLabel('1a2b3c4d-aaaa-4bbb-8ccc-123456789abc')).toBe('Helper 1a2b3c4d');
    expect(maxHoursLabel(null)).toBe('Unlimited');
    expect(maxHoursLabel(40)).toBe('40');
  });
});
