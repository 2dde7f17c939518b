const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Database ids are UUIDs: anything else names no row, and must not reach SQL, where it would fail as a 500. */
export const isDatabaseId = (value: string): boolean => UUID.test(value);
