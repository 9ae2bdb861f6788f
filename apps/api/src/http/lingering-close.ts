import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a closing connection keeps reading what the client still sends, and how much at most. */
const LINGER_MS = 2000;
const LINGER_MAX_BYTES = 1024 * 1024;

/**
 * Closes a connection without losing its answer: sends the FIN once the answer is written, then keeps
 * reading (and dropping) what the client is still sending until it closes too, for a moment at most.
 * A socket closed with unread bytes makes the kernel answer with a reset, and a client still sending
 * a body the server refused early (404, 405, 413, a bad request line) loses the answer it was about
 * to read: "lingering close" (RFC 9112 section 9.6).
 */
export function lingeringClose(socket: Socket): void {
  if (socket.destroyed) return;
  socket.end();
  let received = 0;
  const done = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(done, LINGER_MS);
  timer.unref();
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > LINGER_MAX_BYTES) done();
  });
  socket.once('end', done);
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}

/** Every connection of `server` that Node closes after an answer lingers (see lingeringClose). */
export function lingerOnClose(server: Server): void {
  server.on('connection', (socket: Socket) => {
    // Node's HTTP server ends a connection that will not be kept alive with socket.destroySoon().
    socket.destroySoon = () => lingeringClose(socket);
  });
}
