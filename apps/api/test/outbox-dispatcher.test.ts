import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/config.js';
import { silentLogger } from '../src/logger.js';
import { startOutboxDispatcher, type OutboxChannel, type OutboxDispatcher } from '../src/notifications/outbox-dispatcher.js';
import { sqlLeadOutbox, type OutboxDelivery } from '../src/storage/lead-outbox.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { subscriberLead } from './helpers.js';
import { postgresSchema, type PostgresSchema } from './postgres.js';
import { waitFor } from './webhook-receiver.js';

const LEASE_MS = 150;

interface LeaseRow extends Record<string, unknown> {
  lease_token: string | null;
  delivered_at: Date | null;
  past_first_lease: boolean;
}

describe('the outbox dispatcher on PostgreSQL, two instances', () => {
  let schema: PostgresSchema;
  let clients: SqlClient[];
  const dispatchers: OutboxDispatcher[] = [];

  beforeAll(async () => {
    schema = await postgresSchema();
    clients = [openPgClient(schema.url, silentLogger), openPgClient(schema.url, silentLogger), openPgClient(schema.url, silentLogger)];
    await migrate(clients[0]!, migrationsDir, silentLogger);
  });
  afterAll(async () => {
    await Promise.all(dispatchers.map((d) => d.stop()));
    await Promise.all(clients.map((c) => c.close()));
    await schema.drop();
  });

  it('an attempt that outlasts its lease keeps its row: the lease is renewed while it runs, so the other instance never sends it', async () => {
    const [writer, first, second] = clients as [SqlClient, SqlClient, SqlClient];
    await sqlLeadStore(writer, { outbox: true }).create(subscriberLead('slow-receiver@example.com'));

    const attemptsBy = { first: [] as string[], second: [] as string[] };
    let finishSlowAttempt!: () => void;
    const slowAttemptDone = new Promise<void>((resolve) => (finishSlowAttempt = resolve));
    const channel = (who: 'first' | 'second'): OutboxChannel<OutboxDelivery> => ({
      name: `${who} channel`,
      retry: { maxAttempts: 5, backoffMs: 10, backoffMaxMs: 10 },
      leaseMs: LEASE_MS,
      attempt: async (delivery) => {
        attemptsBy[who].push(delivery.id);
        if (who === 'first') await slowAttemptDone;
        return undefined;
      },
    });
    const options = { idlePollMs: 20, stopGraceMs: 100 };
    dispatchers.push(startOutboxDispatcher(sqlLeadOutbox(first), channel('first'), silentLogger, options));
    await waitFor('the first instance to start its attempt', () => attemptsBy.first.length === 1);

    // The first lease was LEASE_MS long; while the attempt hangs the second instance polls every 20 ms.
    const claimedAt = Date.now();
    dispatchers.push(startOutboxDispatcher(sqlLeadOutbox(second), channel('second'), silentLogger, options));
    await waitFor('the lease to be renewed well past its first end', async () => {
      const [row] = await writer.query<LeaseRow>(
        `SELECT lease_token, delivered_at, lease_until > to_timestamp($1::float8 / 1000) + interval '450 milliseconds' AS past_first_lease FROM lead_outbox`,
        [claimedAt],
      );
      return row?.past_first_lease === true;
    });
    finishSlowAttempt();
    await waitFor('the row delivered', async () => {
      const [row] = await writer.query<LeaseRow>('SELECT lease_token, delivered_at, false AS past_first_lease FROM lead_outbox');
      return row?.delivered_at !== null && row?.lease_token === null;
    });
    await Promise.all(dispatchers.splice(0).map((d) => d.stop()));

    expect(attemptsBy.first).toHaveLength(1);
    expect(attemptsBy.second).toEqual([]);
  });
});
