import { pino } from 'pino';

/** Structured JSON logs. Credentials never reach them: these paths are redacted wherever they appear. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.passwordHash'],
      censor: '[redacted]',
    },
  });
}

export type AppLogger = ReturnType<typeof createLogger>;
