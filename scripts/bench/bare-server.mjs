// Baseline for `npm run bench:api`: node:http alone, answering the recorded bytes of each path
// (same status, type, encoding and body as the real server sent). Usage: node bare-server.mjs <answers.json> <port>
import fs from 'node:fs';
import http from 'node:http';

const answers = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const byPath = new Map(Object.entries(answers).map(([path, a]) => [path, { ...a, body: Buffer.from(a.body, 'base64') }]));

http
  .createServer((req, res) => {
    const answer = byPath.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  })
  .listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('listening'));
