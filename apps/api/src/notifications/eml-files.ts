import fs from 'node:fs/promises';
import path from 'node:path';
import type { SqlQueryable } from '../storage/sql-client.js';
import type { MailDelivery } from '../storage/lead-mail-outbox.js';

/**
 * The .eml files of the embedded mail default (no SMTP_URL) hold what a visitor sent, like the
 * leads table: the privacy policy's retention and deletion promises cover them too. Each file names
 * its lead, so once leads are deleted (daily purge, leads:purge, leads:delete) their files go as well.
 */

/** One file per outbox row (a retry rewrites it), sortable by time, naming the lead it belongs to. */
export function emlFileName(delivery: MailDelivery): string {
  return `${delivery.queuedAt.replace(/[:.]/g, '-')}-${delivery.messageKind}-lead-${delivery.lead.id}-row-${delivery.id}.eml`;
}

const LEAD_OF_FILE = /-lead-([0-9a-f-]{36})-row-[^/]*\.eml(\.partial)?$/;

/**
 * Removes the .eml files (and unfinished .partial ones) of leads no longer stored. A sweep rather
 * than a delete beside each DELETE: it also catches files left by a run that stopped between the
 * two, and never removes a file of a lead whose deletion rolled back. Returns how many went.
 */
export async function removeEmailsOfDeletedLeads(db: SqlQueryable, dir: string): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const leadOf = new Map(names.flatMap((name) => {
    const id = LEAD_OF_FILE.exec(name)?.[1];
    return id ? [[name, id] as const] : [];
  }));
  if (leadOf.size === 0) return 0;
  const rows = await db.query<{ id: string }>('SELECT id::text AS id FROM leads WHERE id = ANY($1::uuid[])', [[...new Set(leadOf.values())]]);
  const stored = new Set(rows.map((row) => row.id));
  const gone = [...leadOf].filter(([, id]) => !stored.has(id)).map(([name]) => name);
  await Promise.all(gone.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return gone.length;
}
