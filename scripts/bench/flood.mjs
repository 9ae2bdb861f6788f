// The flood of bench:flood, in a process of its own: `connections` clients asking for pages no cache
// holds (/properties with a minimum price never asked before), for `seconds`. Prints its counts as JSON.
import autocannon from 'autocannon';

const [url, connections, seconds] = process.argv.slice(2);
let next = 100_000 + Math.floor(Math.random() * 1_000_000) * 1000;
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'accept-encoding': 'br, gzip' },
  requests: [{ setupRequest: (request) => ({ ...request, path: `/properties?minPrice=${next++}` }) }],
});
const counts = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
process.stdout.write(JSON.stringify({ total: result.requests.total, counts, errors: result.errors, timeouts: result.timeouts, p50: result.latency.p50, p99: result.latency.p99 }));
