import pino from 'pino';

/**
 * Structured JSON logs, one line per event, on stdout (or any sink a test injects).
 * Form contents never reach a log call; as a last line of defence every line is also
 * scrubbed of anything that looks like an e-mail address (a path or an upstream error
 * message could carry one).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function redactEmails(text: string): string {
  return text.replace(EMAIL_PATTERN, '[email]');
}

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

/** Errors do not serialise with JSON.stringify; keep what helps debugging. */
export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) {
    return { error: { name: error.name, message: error.message, stack: error.stack } };
  }
  return { error: { message: String(error) } };
}

export interface JsonLoggerOptions {
  level?: LogLevel;
  /** Receives one complete line (with its newline), synchronously. Defaults to stdout, written asynchronously. */
  write?: (line: string) => void;
}

/**
 * pino underneath: lines are serialised without blocking on stdout (an asynchronous SonicBoom
 * destination, flushed at exit), each scrubbed of e-mail addresses as it is written. The call
 * shape stays `logger.info(msg, fields)`, so nothing that logs depends on pino.
 */
export function createJsonLogger(options: JsonLoggerOptions = {}): Logger {
  const write = options.write;
  const destination = write ? { write } : pino.destination({ dest: 1, sync: false });
  const base = pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: redactEmails },
    },
    destination,
  );
  const log = (level: LogLevel) => (msg: string, fields: LogFields = {}) => base[level](fields, msg);
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Keeps the parsed lines in memory, for tests that read what was logged. */
export function memoryLogger(level: LogLevel = 'debug'): Logger & { lines: string[]; entries: () => LogFields[] } {
  const lines: string[] = [];
  const logger = createJsonLogger({ level, write: (line) => lines.push(line) });
  return { ...logger, lines, entries: () => lines.map((line) => JSON.parse(line) as LogFields) };
}
