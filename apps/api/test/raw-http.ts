import net from 'node:net';

/** What came back for a raw request: the status line's code, the headers (lower-case names), the body bytes. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface RawRequest {
  method: string;
  /** Sent as is: no encoding, no checks (that is the point). */
  target: string;
  headers?: [string, string][];
  body?: Buffer;
}

function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * One HTTP/1.1 request written byte for byte on a fresh socket (`fetch` and `http.request` refuse
 * malformed targets and methods before they leave the process), read until the server closes.
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const body = request.body ?? Buffer.alloc(0);
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...(request.headers ?? []).map(([name, value]) => `${name}: ${value}`),
    ...(body.length > 0 || request.method === 'POST' ? [`Content-Length: ${body.length}`] : []),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split === -1) {
        reject(new Error(`no complete answer to ${request.method} ${request.target}: ${JSON.stringify(all.toString('latin1').slice(0, 200))}`));
        return;
      }
      const [statusLine = '', ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rest = all.subarray(split + 4);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: headers['transfer-encoding']?.toLowerCase() === 'chunked' ? dechunk(rest) : rest,
      });
    });
  });
}
