import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for Follow Up Boss's events API on 127.0.0.1, answering as its documentation says
 * (decision 0057): `POST /v1/events` only; HTTP Basic with the API key as the user (401 otherwise);
 * a JSON body with a `source`, a known `type` and a person with an e-mail address or a phone, else
 * 400 with `{"errorMessage": …}`; a new person 201, one seen before (by e-mail) 200; every answer
 * with the X-RateLimit headers, a 429 with Retry-After. Scripted answers stand for what the real API
 * does now and then: a 429, a 503, a 400, a 204 (the source's lead flow archived), a connection
 * dropped after the request was read, a request never answered.
 */
export type StandInAnswer = { status: number; retryAfter?: string; errorMessage?: string } | 'drop' | 'hang';

export interface StandInRequest {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The parsed body (undefined when it is not JSON). */
  json: unknown;
  /** When the request had arrived whole, and when the answer went (ms since the epoch; undefined: none went). */
  arrivedAt: number;
  answeredAt: number | undefined;
  answer: StandInAnswer;
}

export interface FollowUpBossStandIn {
  /** The origin, as FOLLOW_UP_BOSS_URL takes it. */
  url: string;
  requests: StandInRequest[];
  /** Requests answered 2xx. */
  accepted(): StandInRequest[];
  /** Answers to the next requests, in order; then the documented behaviour. */
  script(answers: StandInAnswer[]): void;
  /** Stops listening and cuts every connection (a request in flight gets no answer). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

const EVENT_TYPES = new Set([
  'Registration',
  'Inquiry',
  'Seller Inquiry',
  'Property Inquiry',
  'General Inquiry',
  'Visited Open House',
  'Viewed Property',
  'Saved Property',
  'Property Search',
  'Saved Property Search',
  'Visited Website',
  'Viewed Page',
  'Incoming Call',
  'Unsubscribed',
]);

const rateLimitHeaders = {
  'x-ratelimit-limit': '250',
  'x-ratelimit-window': '10',
  'x-ratelimit-context': 'POST.events',
};

/** Why the documented API would refuse the body, or undefined when it takes it. */
function payloadProblem(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'Request body must be a JSON object.';
  const event = json as Record<string, unknown>;
  if (typeof event.source !== 'string' || event.source === '') return 'Source is required.';
  if (typeof event.type !== 'string' || !EVENT_TYPES.has(event.type))
    return `Invalid event type: ${String(event.type)}.`;
  const person = event.person as { emails?: { value?: unknown }[]; phones?: { value?: unknown }[] } | undefined;
  const contactable = [...(person?.emails ?? []), ...(person?.phones ?? [])].some(
    (item) => typeof item.value === 'string' && item.value !== '',
  );
  if (!contactable) return 'Person must have at least one email address or phone number.';
  return undefined;
}

export async function startFollowUpBossStandIn(apiKey: string): Promise<FollowUpBossStandIn> {
  let queue: StandInAnswer[] = [];
  const requests: StandInRequest[] = [];
  const people = new Set<string>();
  const sockets = new Set<Socket>();
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const scripted = queue.shift();
      const record: StandInRequest = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body,
        json,
        arrivedAt: Date.now(),
        answeredAt: undefined,
        answer: scripted ?? { status: 0 },
      };
      requests.push(record);
      const send = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
        record.answer = scripted ?? { status };
        record.answeredAt = Date.now();
        const text = answer === undefined ? '' : JSON.stringify(answer);
        res
          .writeHead(status, {
            ...rateLimitHeaders,
            'x-ratelimit-remaining': status === 429 ? '0' : '249',
            ...(text ? { 'content-type': 'application/json' } : {}),
            ...headers,
          })
          .end(text);
      };

      if (scripted === 'hang') return;
      if (scripted === 'drop') {
        req.socket.destroy();
        return;
      }
      if (scripted) {
        const { status, retryAfter, errorMessage } = scripted;
        if (status === 204) return send(204, undefined);
        return send(
          status,
          status >= 400 ? { errorMessage: errorMessage ?? http.STATUS_CODES[status] } : { id: 1 },
          retryAfter ? { 'retry-after': retryAfter } : {},
        );
      }
      if (req.method !== 'POST' || req.url !== '/v1/events') return send(404, { errorMessage: 'Not found.' });
      if (req.headers.authorization !== expectedAuth) return send(401, { errorMessage: 'Invalid API key.' });
      const problem = payloadProblem(json);
      if (problem) return send(400, { errorMessage: problem });
      const email = String(
        (json as { person: { emails?: { value: string }[] } }).person.emails?.[0]?.value ?? '',
      ).toLowerCase();
      const known = people.has(email);
      people.add(email);
      // The answer is the person, as GET /v1/people/{id} would show it.
      send(known ? 200 : 201, { id: people.size, stage: 'Lead', source: (json as { source: string }).source });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accepted: () =>
      requests.filter(
        (r) =>
          r.answeredAt !== undefined && typeof r.answer === 'object' && r.answer.status >= 200 && r.answer.status < 300,
      ),
    script(answers) {
      queue = [...answers];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
    start: () => listen(port),
  };
}
