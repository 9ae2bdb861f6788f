import type { ResoFeed } from './reso-feed.js';

/** Records read again before the copy's newest change: the MLS may commit a change stamped earlier than one already read. */
export const REPLICATION_OVERLAP_MS = 10 * 60_000;
/** Records asked for in one request (RESO_MAX_PAGES pages of the server's size may hold fewer). */
export const RECORDS_PER_ROUND = 1000;
/** Requests in one pass at most; a longer backlog (the first copy of a large office) goes on at the next pass. */
export const ROUNDS_PER_PASS = 10;

/** A record of a resource read by change: when it changed. */
interface Changed {
  modifiedAt: number;
}

export interface ChangesRead<T> {
  records: T[];
  /** Records answered, copied or not. */
  read: number;
  /** Whether the reading reached the end of the answer (else a backlog waits for the next pass). */
  complete: boolean;
}

/**
 * The records of a resource changed since `since`, oldest first, in up to ROUNDS_PER_PASS requests
 * of RECORDS_PER_ROUND: a round cut short (RESO_MAX_PAGES) is followed by another from the last
 * timestamp read, past the records of that timestamp already read (`$skip`: a bulk change at the
 * MLS may stamp thousands with one time, and an overlap alone would read them again and again).
 */
export async function readChanges<T extends Changed>(options: {
  feed: ResoFeed;
  since: number | undefined;
  queryUrl: (since: number | undefined, skip: number) => string;
  parse: (raw: unknown) => T | string;
  onSkip: (reason: string) => void;
}): Promise<ChangesRead<T>> {
  const records: T[] = [];
  let read = 0;
  let since = options.since;
  let skip = 0;
  for (let round = 0; round < ROUNDS_PER_PASS; round++) {
    const answer = await options.feed.recordsAndEnd(options.queryUrl(since, skip), RECORDS_PER_ROUND);
    read += answer.records.length;
    const copied: T[] = [];
    for (const item of answer.records) {
      const record = options.parse(item);
      if (typeof record === 'string') options.onSkip(record);
      else copied.push(record);
    }
    records.push(...copied);
    if (answer.complete) return { records, read, complete: true };
    if (copied.length === 0) break;
    const newest = Math.max(...copied.map((record) => record.modifiedAt));
    const atNewest = copied.filter((record) => record.modifiedAt === newest).length;
    skip = newest === since ? skip + atNewest : atNewest;
    since = newest;
  }
  return { records, read, complete: false };
}
