import express, { type RequestHandler } from 'express';
import { apiErrorMessages } from '@pcr/contracts';

/** Lead forms are small: 32 kB is far above a real submission and bounds what a client can make us parse. */
export const BODY_LIMIT_BYTES = 32 * 1024;

/**
 * POST bodies must be declared as JSON. Besides being the contract, this stops cross-site
 * HTML forms (which cannot send application/json without a CORS preflight) from posting leads.
 */
export const requireJson: RequestHandler = (req, res, next) => {
  const mediaType = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') {
    next();
    return;
  }
  res.status(415).json({ message: apiErrorMessages.unsupportedMediaType });
};

/** Our bodies are a flat object (an alert's search is a string): far deeper is an attack, not a form. */
export const MAX_JSON_DEPTH = 16;

/** The body-parser error type of a body nested deeper than MAX_JSON_DEPTH (errors.ts answers it 400). */
export const TOO_DEEP = 'entity.too.deep';

/**
 * Throws when the JSON text opens more than MAX_JSON_DEPTH arrays and objects inside each other,
 * read before it is parsed (issue 45: a body 5,000 deep parsed, then overflowed the stack while its
 * validation error was written). One pass over the bytes, strings skipped.
 */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === 0x5c) i++; // a backslash escapes the next byte
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) throw Object.assign(new Error('The request body is nested too deeply'), { status: 400, type: TOO_DEEP });
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
}

/** Parse errors reach the API error handler (400 malformed or too deep, 413 too large, 415 bad charset). */
export const jsonBody: RequestHandler = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: 'application/json', verify: refuseDeepJson });
