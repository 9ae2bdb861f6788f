// Baseline for `npm run bench:api`: the smallest Express 5 app, one app.get per path and res.send
// of the recorded bytes, no middleware. Usage: node express-server.mjs <answers.json> <port>
import fs from 'node:fs';
import express from 'express';

const answers = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const app = express();
for (const [path, answer] of Object.entries(answers)) {
  const body = Buffer.from(answer.body, 'base64');
  app.get(path.split('?')[0], (_req, res) => {
    res.status(answer.status).set(answer.headers).send(body);
  });
}
app.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('listening'));
