import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TIME_SLOT_LABELS } from '../describe/words.js';
import { ServiceType, TimeSlot } from './service-request.enums.js';
import { SERVICE_NAMES } from './service-names.js';

/** One of the web's tables as its source states it: `  MOVEOUT: 'Move-Out Cleaning',` lines inside `name`. */
function webTable(name: string): Record<string, string> {
  const source = readFileSync(new URL('../../../../web/src/lib/serviceLabels.ts', import.meta.url), 'utf8');
  const table = new RegExp(`export const ${name}[^{]*\\{([^}]*)\\}`).exec(source)?.[1] ?? '';
  return Object.fromEntries([...table.matchAll(/^\s*(\w+): '([^']*)',?$/gm)].map((match) => [match[1], match[2]]));
}
const webServiceNames = () => webTable('SERVICE_NAMES');

describe('service names', () => {
  it("are the spec's words, one per service type, and the web shows the same ones", () => {
    expect(SERVICE_NAMES[ServiceType.DEEP]).toBe('Deep Cleaning');
    expect(SERVICE_NAMES[ServiceType.MOVEOUT]).toBe('Move-Out Cleaning');
    const byEnumName = Object.fromEntries(
      Object.entries(ServiceType).map(([name, stored]) => [name, SERVICE_NAMES[stored as ServiceType]]),
    );
    expect(webServiceNames()).toEqual(byEnumName);
  });

  it("time-slot labels are the spec's, the same in emails and the log as on the screens", () => {
    const byEnumName = Object.fromEntries(
      Object.entries(TimeSlot).map(([name, stored]) => [name, TIME_SLOT_LABELS[stored as TimeSlot]]),
    );
    expect(byEnumName.MORNING).toBe('Morning 8AM-12PM');
    expect(webTable('TIME_SLOT_LABELS')).toEqual(byEnumName);
  });
});
