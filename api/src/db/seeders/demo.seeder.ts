import type { EntityManager } from '@mikro-orm/postgresql';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.local',
  helper: 'helper@demo.local',
  client: 'client@demo.local',
} as const;

// Placeholder: replaced by the full demo business below.
export async function seedDemo(_em: EntityManager): Promise<void> {}
