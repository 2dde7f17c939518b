import pg from 'pg';
import { DomainError } from '../shared/errors.js';

/** What a caller is told while the database cannot be reached, and when to try again. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
export const RETRY_AFTER_SECONDS = 5;

export const serviceUnavailable = () =>
  new DomainError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, { retryAfterSeconds: RETRY_AFTER_SECONDS });

/** SQLSTATEs that mean "the database is not there for you right now", not "your query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (a fast shutdown, or a backend terminated)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  '55000', // object_not_in_prerequisite_state (a database that does not allow connections)
  '57014', // query_canceled: the statement timeout
]);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout expired|Query read timeout|Timeout acquiring a connection|Connection ended unexpectedly|not queryable|Unable to acquire a connection/i;

/**
 * Whether an error (as thrown by pg, knex or MikroORM, possibly wrapped) means the database is unreachable, paused,
 * restarting or too slow to answer: the request should get 503 and be retried, not a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, name, message, cause, originalError } = error as Record<string, unknown>;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code))) {
    return true;
  }
  if (name === 'ConnectionException' || name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(originalError, depth + 1);
}

export interface HealthLogger {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface DatabaseHealthOptions {
  url: string;
  logger: HealthLogger;
  /** How long a probe may take to connect and answer `select 1`. */
  probeTimeoutMs: number;
  /** Probe period while the database answers, and while it does not. */
  upIntervalMs?: number;
  downIntervalMs?: number;
}

/**
 * Watches the database with a fresh connection per probe (a pool whose connections hang on a paused server would
 * only hang the probe too). While a probe fails, the app answers 503 at once instead of letting requests pile up;
 * the outage is logged once when it starts and once when it ends, whatever the traffic.
 */
export class DatabaseHealth {
  available = true;
  private downSince = 0;
  private timer: NodeJS.Timeout | undefined;
  private probing: Promise<boolean> | undefined;
  private stopped = false;

  constructor(private readonly options: DatabaseHealthOptions) {}

  start(): void {
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /**
   * A request met an error. One that says the database cannot be reached marks it down at once (the probes then
   * bring it back within a second of it answering); a statement timeout alone only asks for a probe now.
   */
  report(error: unknown): void {
    if (!isDatabaseUnavailable(error)) return;
    if ((error as { code?: unknown }).code !== '57014') this.transition(false);
    void this.check();
  }

  /** One probe at a time; its outcome moves the state and logs a change of state. */
  check(): Promise<boolean> {
    this.probing ??= this.probe()
      .then((ok) => {
        this.transition(ok);
        return ok;
      })
      .finally(() => {
        this.probing = undefined;
      });
    return this.probing;
  }

  private schedule(): void {
    if (this.stopped) return;
    const interval = this.available ? (this.options.upIntervalMs ?? 5_000) : (this.options.downIntervalMs ?? 1_000);
    this.timer = setTimeout(() => {
      void this.check().finally(() => this.schedule());
    }, interval);
    this.timer.unref();
  }

  private transition(ok: boolean): void {
    if (this.stopped || ok === this.available) return;
    this.available = ok;
    if (!ok) {
      this.downSince = Date.now();
      this.options.logger.error({}, 'Database unreachable: answering 503 until it is back');
    } else {
      this.options.logger.info({ outageMs: Date.now() - this.downSince }, 'Database reachable again');
    }
    // Come back (or notice) sooner than the regular period would.
    clearTimeout(this.timer);
    this.schedule();
  }

  private async probe(): Promise<boolean> {
    const timeout = this.options.probeTimeoutMs;
    const client = new pg.Client({
      connectionString: this.options.url,
      connectionTimeoutMillis: timeout,
      query_timeout: timeout,
      statement_timeout: timeout,
    });
    client.on('error', () => undefined); // a probe's connection dropping is what the probe reports, not a crash
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      // Not awaited: closing a connection to a paused server waits for the server.
      void client.end().catch(() => undefined);
    }
  }
}
