// One kind of visitor of bench:flood, in a process of its own (so the others' load does not delay its
// clock): 2 keep-alive clients, connected and warmed up at once, measuring from `startAt` (ms since
// the epoch) for `seconds`; prints p50, p99, answers and those not 2xx as JSON.
import http from 'node:http';

const [url, startAt, seconds, method, body] = process.argv.slice(2);
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
const headers = { 'accept-encoding': 'br, gzip', ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) };

const once = () =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
    });
    request.on('error', reject);
    request.end(body);
  });

// Connections made and the server's answer warm before the clock starts.
await Promise.all([once(), once()]);
const begin = Number(startAt);
while (Date.now() < begin) await once();
const end = begin + Number(seconds) * 1000;
const results = [];
const client = async () => {
  while (Date.now() < end) results.push(await once());
};
await Promise.all([client(), client()]);
agent.destroy();
const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
process.stdout.write(JSON.stringify({ p50: at(0.5), p99: at(0.99), requests: results.length, non2xx: results.filter((r) => r.status < 200 || r.status >= 300).length }));
