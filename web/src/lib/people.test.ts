import { describe, expect, it } from 'vitest';
import { formatInstantDate as formatDate } from './businessTime';
import { clientName } from './people';
import { formatPhone } from './phone';

describe('client display helpers', () => {
  it('formats US numbers stored in E.164 and leaves others as they are', () => {
    expect(formatPhone('+12395550123')).toBe('(239) 555-0123');
    expect(formatPhone('+442071838750')).toBe('+442071838750');
    expect(formatPhone(null, '—')).toBe('—');
  });

  it("names a client without a name 'Unknown Client'", () => {
    expect(clientName({ displayName: 'Ana' })).toBe('Ana');
    expect(clientName({ displayName: '  ' })).toBe('Unknown Client');
    expect(clientName(null)).toBe('Unknown Client');
  });

  it("shows the business's calendar day", () => {
    // 02:00 UTC on the 23rd is still the 22nd in Naples, FL.
    expect(formatDate('2026-11-23T02:00:00Z')).toBe('Nov 22, 2026');
  });
});
