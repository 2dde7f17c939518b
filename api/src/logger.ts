import { type DestinationStream, pino, stdSerializers } from 'pino';

/** The parts of a database error that name what failed without the values involved. */
const DATABASE_ERROR_FIELDS = ['code', 'sqlState', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType'];

/**
 * A PostgreSQL error as raised through MikroORM (a DriverException) or pg itself. Their message (and the first line
 * of their stack) carries the failed SQL with its parameter values inlined, and `detail` quotes row values: a
 * password hash, an email, whatever was typed.
 */
const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.routine === 'string' ||
  typeof error.sqlState === 'string' ||
  (typeof error.severity === 'string' && 'code' in error);

/**
 * Errors as logged: the standard serializer, except that a database error keeps only its code, the names of what it
 * concerns and the stack frames. Logs never carry SQL parameter values.
 */
export function serializeError(error: unknown): unknown {
  if (!error || typeof error !== 'object' || !isDatabaseError(error as Record<string, unknown>)) {
    return stdSerializers.err(error as Error);
  }
  const raw = error as Record<string, unknown>;
  const safe: Record<string, unknown> = {
    type: (error as Error).constructor?.name ?? 'Error',
    message: `Database error ${String(raw.code ?? raw.sqlState ?? '')}`.trim(),
    stack: String((error as Error).stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
  for (const key of DATABASE_ERROR_FIELDS) if (typeof raw[key] === 'string') safe[key] = raw[key];
  return safe;
}

export const LOG_SERIALIZERS = { err: serializeError };

/** Structured JSON logs. Credentials never reach them: these paths are redacted wherever they appear. */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      serializers: LOG_SERIALIZERS,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.passwordHash',
          '*.currentPassword',
          '*.newPassword',
          '*.token',
          '*.tokenHash',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

export type AppLogger = ReturnType<typeof createLogger>;
