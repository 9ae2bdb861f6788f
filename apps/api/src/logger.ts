import pino from 'pino';

/**
 * Structured JSON logs, one line per event, on stdout (or any sink a test injects).
 * Form contents never reach a log call; as a last line of defence every message and field
 * value is also scrubbed of anything that looks like an e-mail address (a path or an upstream
 * error message could carry one), before it is serialised, so every line stays valid JSON.
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

const charClass = (chars: string) => {
  const table = new Uint8Array(128);
  for (const char of chars) table[char.charCodeAt(0)] = 1;
  return (code: number) => code < 128 && table[code] === 1;
};
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const isLocalChar = charClass(`${ALNUM}._%+-`);
const isLabelChar = charClass(`${ALNUM}-`);
const isLetter = charClass(ALNUM.slice(0, 52));

/**
 * Where the domain of an address starting at `from` ends: labels joined by single dots, the last one
 * starting with two letters or more (what `label(.label)*.letters{2,}` would match, longest first);
 * -1 when there is none. One pass over the domain's characters.
 */
function domainEnd(text: string, from: number): number {
  let end = -1;
  let position = from;
  for (let label = 0; ; label++) {
    const labelStart = position;
    while (position < text.length && isLetter(text.charCodeAt(position))) position++;
    const lettersEnd = position;
    while (position < text.length && isLabelChar(text.charCodeAt(position))) position++;
    if (position === labelStart) return end; // an empty label ends the domain
    if (label > 0 && lettersEnd - labelStart >= 2) end = lettersEnd;
    if (text.charCodeAt(position) !== 0x2e /* . */) return end;
    position++;
  }
}

/**
 * Replaces whatever looks like an e-mail address (`local@label.tld`) with [email]. A scan rather
 * than a regular expression, so it stays linear on any input: each character is read a bounded
 * number of times (the pattern it replaces backtracked, decision 0029).
 */
export function redactEmails(text: string): string {
  let at = text.indexOf('@');
  if (at < 0) return text;
  let out = '';
  let copied = 0;
  while (at >= 0) {
    let start = at;
    while (start > copied && isLocalChar(text.charCodeAt(start - 1))) start--;
    const end = start < at ? domainEnd(text, at + 1) : -1;
    if (end > 0) {
      out += `${text.slice(copied, start)}[email]`;
      copied = end;
    }
    at = text.indexOf('@', Math.max(at + 1, copied));
  }
  return out + text.slice(copied);
}

/** A log call's fields with every string (keys too) redacted, nested objects and arrays included. */
function redactFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactEmails(value);
  if (typeof value !== 'object' || value === null) return value;
  // Deeper than any log call of ours: written as one redacted string.
  if (depth > 8) return redactEmails(JSON.stringify(value) ?? '');
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) {
    // A Date, URL or the like is written as its JSON form: redact that.
    const json = (value as { toJSON?: () => unknown }).toJSON;
    return typeof json === 'function' ? redactFields(json.call(value), depth + 1) : value;
  }
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [redactEmails(key), redactFields(field, depth + 1)]));
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
 * destination, flushed at exit), their values scrubbed of e-mail addresses first. The call
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
      formatters: { level: (label) => ({ level: label }), log: (fields) => redactFields(fields) as LogFields },
    },
    destination,
  );
  const log = (level: LogLevel) => (msg: string, fields: LogFields = {}) => base[level](fields, redactEmails(msg));
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Keeps the parsed lines in memory, for tests that read what was logged. */
export function memoryLogger(level: LogLevel = 'debug'): Logger & { lines: string[]; entries: () => LogFields[] } {
  const lines: string[] = [];
  const logger = createJsonLogger({ level, write: (line) => lines.push(line) });
  return { ...logger, lines, entries: () => lines.map((line) => JSON.parse(line) as LogFields) };
}
