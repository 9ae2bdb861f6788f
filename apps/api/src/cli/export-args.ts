/** Command-line arguments of leads:export (kept apart so tests can import them without running the command). */
export interface ExportOptions {
  since?: Date;
  includeSpam: boolean;
  /** The saved-search alerts instead of the leads (one row per alert, with what it follows). */
  alerts: boolean;
}

const USAGE = 'Usage: leads:export [--since YYYY-MM-DD] [--include-spam] [--alerts]';

/** `--since 2025-01-31` means from that day 00:00 UTC on. */
export function parseExportArgs(args: readonly string[]): ExportOptions {
  const options: ExportOptions = { includeSpam: false, alerts: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--include-spam') {
      options.includeSpam = true;
    } else if (arg === '--alerts') {
      options.alerts = true;
    } else if (arg === '--since' || arg.startsWith('--since=')) {
      const value = arg === '--since' ? args[++i] : arg.slice('--since='.length);
      const date = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
      // Date accepts 2025-02-31 and rolls it over; a real date prints back the same.
      if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
        throw new Error(`--since takes a date as YYYY-MM-DD (got "${value ?? ''}")\n${USAGE}`);
      }
      options.since = date;
    } else if (arg === '--help' || arg === '-h') {
      throw new Error(USAGE);
    } else {
      throw new Error(`Unknown argument "${arg}"\n${USAGE}`);
    }
  }
  return options;
}
