import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_REQUEST_FORM,
  FAR_DATE,
  MISSING_INFORMATION,
  newIdempotencyKey,
  NO_DAYS_SELECTED,
  PAST_DATE,
  validateRequestForm,
  type RequestFormValues,
} from './requestForm';
import { formatPhone } from '../../lib/phone';
import { NO_DAYS } from '../../lib/serviceLabels';

const complete: RequestFormValues = {
  ...EMPTY_REQUEST_FORM,
  service: 'DEEP',
  date: '2031-03-04',
  time: 'MORNING',
  address: ' 1450 Gulf Shore Blvd N, Naples ',
  phoneNumber: ' (239) 555-0142 ',
  notes: '  ',
};

describe('validateRequestForm (spec §5)', () => {
  // Naples's today, when a call does not name one: within two years of the fixture's date.
  beforeEach(() => {
    vi.setSystemTime(new Date('2031-02-20T14:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['service', 'date', 'time', 'address', 'phoneNumber'] as const)('requires %s', (field) => {
    const result = validateRequestForm({ ...complete, [field]: field === 'address' || field === 'phoneNumber' ? '   ' : '' });
    expect(result).toEqual({ ok: false, problem: { ...MISSING_INFORMATION, fields: [field] } });
  });

  it("names the toast 'Missing Information' / 'Please fill in all required fields'", () => {
    expect(MISSING_INFORMATION).toEqual({ title: 'Missing Information', description: 'Please fill in all required fields' });
  });

  it('wants at least one day for a custom schedule', () => {
    const result = validateRequestForm({ ...complete, recurring: 'CUSTOM', customDays: NO_DAYS });
    expect(result).toEqual({ ok: false, problem: { ...NO_DAYS_SELECTED, fields: ['customDays'] } });
    expect(NO_DAYS_SELECTED).toEqual({
      title: 'No Days Selected',
      description: 'Please select at least one day for custom recurring schedule',
    });
  });

  it('refuses a date before today in Naples, and accepts today', () => {
    expect(validateRequestForm({ ...complete, date: '2031-03-03' }, '2031-03-04')).toEqual({
      ok: false,
      problem: { title: 'Invalid Date', description: 'The date cannot be in the past', fields: ['date'] },
    });
    expect(PAST_DATE.description).toBe('The date cannot be in the past');
    expect(validateRequestForm({ ...complete, date: '2031-03-04' }, '2031-03-04').ok).toBe(true);
  });

  it('refuses a date more than two years ahead in Naples, as the API does, and accepts the last day', () => {
    expect(validateRequestForm({ ...complete, date: '2033-03-05' }, '2031-03-04')).toEqual({
      ok: false,
      problem: { title: 'Invalid Date', description: 'The date cannot be more than 2 years ahead', fields: ['date'] },
    });
    expect(FAR_DATE.description).toBe('The date cannot be more than 2 years ahead');
    expect(validateRequestForm({ ...complete, date: '2033-03-04' }, '2031-03-04').ok).toBe(true);
  });

  it('reports missing fields before missing days', () => {
    const result = validateRequestForm({ ...complete, service: '', recurring: 'CUSTOM' });
    expect(result.ok === false && result.problem.title).toBe('Missing Information');
  });

  it('trims the text, empties blank notes to null and sends customDays only for a custom schedule', () => {
    expect(validateRequestForm({ ...complete, recurring: 'WEEKLY', customDays: { ...NO_DAYS, monday: true } })).toEqual({
      ok: true,
      input: {
        service: 'DEEP',
        date: '2031-03-04',
        time: 'MORNING',
        address: '1450 Gulf Shore Blvd N, Naples',
        phoneNumber: '(239) 555-0142',
        notes: null,
        recurring: 'WEEKLY',
        customDays: null,
        bedrooms: 1,
        bathrooms: 1,
        extras: [],
      },
    });
    const custom = validateRequestForm({
      ...complete,
      recurring: 'CUSTOM',
      customDays: { ...NO_DAYS, tuesday: true, friday: true },
    });
    expect(custom.ok && custom.input.customDays).toEqual({ ...NO_DAYS, tuesday: true, friday: true });
  });
});

describe('newIdempotencyKey', () => {
  it('makes a fresh v4 UUID each time, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newIdempotencyKey()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('formatPhone', () => {
  it('shows a stored US number the way people write it', () => {
    expect(formatPhone('+12395550142')).toBe('(239) 555-0142');
    expect(formatPhone('+442071838750')).toBe('+442071838750');
    expect(formatPhone(null)).toBe('');
  });
});
