/** Command-line arguments of leads:purge and leads:delete (apart from the commands, so tests can import them). */
export interface PurgeOptions {
  /** Leads of people not heard from for this many months go (privacy policy: 24). */
  months: number;
  /** Spam older than this many days goes. */
  spamDays: number;
  dryRun: boolean;
}

export interface DeleteOptions {
  email: string;
  dryRun: boolean;
}

const PURGE_USAGE = 'Usage: leads:purge [--months 24] [--spam-days 30] [--dry-run]';
const DELETE_USAGE = 'Usage: leads:delete --email someone@example.com [--dry-run]';

/** `--name value` or `--name=value`; advances `i` past a separate value. */
function valueOf(args: readonly string[], i: { at: number }, name: string): string | undefined {
  const arg = args[i.at] ?? '';
  if (arg === name) return args[++i.at];
  return arg.slice(name.length + 1);
}

function whole(value: string | undefined, name: string, min: number, max: number, usage: string): number {
  const number = value !== undefined && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) throw new Error(`${name} takes a whole number from ${min} to ${max} (got "${value ?? ''}")\n${usage}`);
  return number;
}

export function parsePurgeArgs(args: readonly string[]): PurgeOptions {
  const options: PurgeOptions = { months: 24, spamDays: 30, dryRun: false };
  for (const i = { at: 0 }; i.at < args.length; i.at++) {
    const arg = args[i.at] ?? '';
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--months' || arg.startsWith('--months=')) options.months = whole(valueOf(args, i, '--months'), '--months', 1, 1200, PURGE_USAGE);
    else if (arg === '--spam-days' || arg.startsWith('--spam-days=')) options.spamDays = whole(valueOf(args, i, '--spam-days'), '--spam-days', 1, 36_500, PURGE_USAGE);
    else if (arg === '--help' || arg === '-h') throw new Error(PURGE_USAGE);
    else throw new Error(`Unknown argument "${arg}"\n${PURGE_USAGE}`);
  }
  return options;
}

export function parseDeleteArgs(args: readonly string[]): DeleteOptions {
  let email: string | undefined;
  let dryRun = false;
  for (const i = { at: 0 }; i.at < args.length; i.at++) {
    const arg = args[i.at] ?? '';
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--email' || arg.startsWith('--email=')) email = valueOf(args, i, '--email')?.trim();
    else if (arg === '--help' || arg === '-h') throw new Error(DELETE_USAGE);
    else throw new Error(`Unknown argument "${arg}"\n${DELETE_USAGE}`);
  }
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`--email takes the address whose leads to delete (got "${email ?? ''}")\n${DELETE_USAGE}`);
  return { email, dryRun };
}
