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
const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

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
  /** Receives one complete line (with its newline). Defaults to stdout. */
  write?: (line: string) => void;
  now?: () => Date;
}

export function createJsonLogger(options: JsonLoggerOptions = {}): Logger {
  const min = rank[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stdout.write(line));
  const now = options.now ?? (() => new Date());
  const log = (level: LogLevel) => (msg: string, fields: LogFields = {}) => {
    if (rank[level] < min) return;
    let line: string;
    try {
      line = JSON.stringify({ time: now().toISOString(), level, msg, ...fields });
    } catch {
      line = JSON.stringify({ time: now().toISOString(), level, msg, note: 'fields were not serialisable' });
    }
    write(`${redactEmails(line)}\n`);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Keeps the parsed lines in memory, for tests that read what was logged. */
export function memoryLogger(level: LogLevel = 'debug'): Logger & { lines: string[]; entries: () => LogFields[] } {
  const lines: string[] = [];
  const logger = createJsonLogger({ level, write: (line) => lines.push(line) });
  return { ...logger, lines, entries: () => lines.map((line) => JSON.parse(line) as LogFields) };
}
