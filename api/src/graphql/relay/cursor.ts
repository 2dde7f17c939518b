import { isCalendarDate } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';

/**
 * The kinds of value a list's cursor holds, one per `orderBy` column. A cursor is base64url JSON that MikroORM
 * decodes without checking, so a tampered one would reach SQL and fail there (a 500); checked first, it is the
 * caller's mistake (BAD_USER_INPUT naming the argument).
 */
const CURSOR_VALUES = {
  timestamp: (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) && !Number.isNaN(Date.parse(value)),
  date: (value: unknown) => typeof value === 'string' && isCalendarDate(value),
  uuid: (value: unknown) => typeof value === 'string' && /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(value),
  text: (value: unknown) => typeof value === 'string' && value.length <= 200,
} satisfies Record<string, (value: unknown) => boolean>;

export type CursorValue = keyof typeof CURSOR_VALUES;
export type CursorShape = readonly CursorValue[];

/** Lists ordered by createdAt then id (newest first). */
export const CREATED_AT_CURSOR: CursorShape = ['timestamp', 'uuid'];

/** The cursor's values when it has the shape, else null. */
export function decodeCursor(cursor: string, shape: CursorShape): unknown[] | null {
  if (!/^[\w-]+$/.test(cursor)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const valid =
    Array.isArray(decoded) && decoded.length === shape.length && shape.every((kind, i) => CURSOR_VALUES[kind](decoded[i]));
  return valid ? (decoded as unknown[]) : null;
}

/** Refuses a cursor that is not one of this list's, naming the argument it came in. */
export function assertCursor(cursor: string | undefined | null, shape: CursorShape, argument: 'after' | 'before'): void {
  if (cursor != null && decodeCursor(cursor, shape) === null)
    throw badInput(argument, `${argument} is not a cursor from this list`);
}
