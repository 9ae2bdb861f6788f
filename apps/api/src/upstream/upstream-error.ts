/** Why an upstream provider (listings, city guides) could not answer. */
export type UpstreamFailure = 'network' | 'timeout' | 'status' | 'invalid';

/** Thrown by providers; `detail` is for the logs only (the client gets a fixed message and a 502). */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly reason: UpstreamFailure,
    readonly detail: string,
  ) {
    super(`Upstream provider failed (${reason}): ${detail}`);
  }
}
