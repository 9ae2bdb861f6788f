import type { Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.js';

export interface GracefulShutdownOptions {
  server: Server;
  logger: Logger;
  /** After this long, open connections are cut and the process exits with 1. */
  timeoutMs: number;
  /** Runs once no request is left: close the database (which waits for its writes). */
  cleanup: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (a lead being
 * saved still gets its 201), close keep-alive connections as they become idle, close the
 * database, exit 0. A second signal or the timeout cuts it short.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): { shutdown: (reason: string) => Promise<void> } {
  const { server, logger } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const active = new Set<ServerResponse>();
  let stopping: Promise<void> | undefined;

  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    res.once('close', () => {
      active.delete(res);
      // While stopping, a connection whose last response ended has nothing left to do.
      if (stopping) server.closeIdleConnections();
    });
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
  });

  async function shutdown(reason: string): Promise<void> {
    if (stopping) return stopping;
    stopping = (async () => {
      logger.info('shutting down', { reason, inFlight: active.size });
      const timer = setTimeout(() => {
        logger.error('shutdown timed out, closing connections', { timeoutMs: options.timeoutMs, inFlight: active.size });
        server.closeAllConnections();
        exit(1);
      }, options.timeoutMs);
      timer.unref();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Responses not yet started tell their client this connection ends with them.
      for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.closeIdleConnections();
      await closed;
      try {
        await options.cleanup();
      } catch (error) {
        logger.error('cleanup failed during shutdown', { error: String(error) });
        clearTimeout(timer);
        exit(1);
        return;
      }
      clearTimeout(timer);
      logger.info('stopped');
      exit(0);
    })();
    return stopping;
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        logger.warn('second signal, exiting now', { signal });
        exit(1);
        return;
      }
      void shutdown(signal);
    });
  }
  return { shutdown };
}
