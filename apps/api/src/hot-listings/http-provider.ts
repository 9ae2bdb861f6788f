import { HotListingSchema, type HotListing } from '@pcr/contracts';
import { describeIssues, validate, type StandardSchema } from '../standard-schema.js';
import { HotListingProviderError, type HotListingProvider } from './provider.js';

/** An upstream answer larger than this is not a list of listings; do not buffer it. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The upstream must answer a JSON array of hot listings in the contract's shape. */
const HotListingsSchema: StandardSchema<HotListing[]> = {
  '~standard': {
    validate(value) {
      if (!Array.isArray(value)) return { issues: [{ message: 'Expected an array of hot listings' }] };
      const listings: HotListing[] = [];
      for (const [index, item] of value.entries()) {
        const result = validate(HotListingSchema, item);
        if (!result.ok) return { issues: result.issues.map((issue) => ({ ...issue, path: [index, ...(issue.path ?? [])] })) };
        listings.push(result.value);
      }
      return { value: listings };
    },
  },
};

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_BODY_BYTES) throw new HotListingProviderError('invalid', `body of ${declared} bytes`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new HotListingProviderError('invalid', `body over ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches the listings from an external provider, with a timeout covering the whole
 * exchange (headers and body), and checks the answer against the contract's schema so a
 * changed upstream format becomes a clear 502, not a broken page.
 */
export function httpProvider(url: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): HotListingProvider {
  return {
    async list() {
      let text: string;
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw new HotListingProviderError('status', `HTTP ${response.status}`);
        }
        text = await readCapped(response);
      } catch (error) {
        if (error instanceof HotListingProviderError) throw error;
        const name = (error as Error | undefined)?.name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new HotListingProviderError('timeout', `no complete answer within ${timeoutMs} ms`);
        }
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new HotListingProviderError('network', cause?.code ?? cause?.message ?? String(error));
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new HotListingProviderError('invalid', 'the body is not JSON');
      }
      const result = validate(HotListingsSchema, json);
      if (!result.ok) throw new HotListingProviderError('invalid', describeIssues(result.issues));
      return result.value;
    },
  };
}
