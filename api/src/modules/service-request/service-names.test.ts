import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ServiceType } from './service-request.enums.js';
import { SERVICE_NAMES } from './service-names.js';

/** The web's table as its source states it: `  MOVEOUT: 'Move-Out Cleaning',` lines inside SERVICE_NAMES. */
function webServiceNames(): Record<string, string> {
  const source = readFileSync(new URL('../../../../web/src/lib/serviceLabels.ts', import.meta.url), 'utf8');
  const table = /export const SERVICE_NAMES[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return Object.fromEntries([...table.matchAll(/^\s*(\w+): '([^']*)',?$/gm)].map((match) => [match[1], match[2]]));
}

describe('service names', () => {
  it("are the spec's words, one per service type, and the web shows the same ones", () => {
    expect(SERVICE_NAMES[ServiceType.DEEP]).toBe('Deep Cleaning');
    expect(SERVICE_NAMES[ServiceType.MOVEOUT]).toBe('Move-Out Cleaning');
    const byEnumName = Object.fromEntries(
      Object.entries(ServiceType).map(([name, stored]) => [name, SERVICE_NAMES[stored as ServiceType]]),
    );
    expect(webServiceNames()).toEqual(byEnumName);
  });
});
