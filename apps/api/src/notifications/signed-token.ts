import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a signed link (unsubscribe, confirm a subscription): an HMAC-SHA256 of a lead id with
 * the key in app_secrets, under a purpose, so a link signed for one thing cannot do another.
 */
export function signedToken(secret: string, purpose: string, leadId: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${leadId}`).digest('base64url');
}

/** Whether `token` is ours for this lead and purpose, compared in constant time. */
export function isSignedToken(secret: string, purpose: string, leadId: string, token: string): boolean {
  const expected = Buffer.from(signedToken(secret, purpose, leadId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
