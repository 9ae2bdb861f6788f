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

/** Parse errors reach the API error handler (400 malformed, 413 too large, 415 bad charset). */
export const jsonBody: RequestHandler = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: 'application/json' });
