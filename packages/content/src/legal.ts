import type { LegalDocument } from '@pcr/contracts';
import { privacyPolicy } from './legal/privacy-policy.js';
import { termsOfService } from './legal/terms-of-service.js';

/*
 * TEMPLATES — to be reviewed by counsel before publication.
 * These texts describe what this site actually does (the fields of the lead forms, the hidden
 * anti-spam field, the hashed IP address, no analytics or advertising cookies) and the rights of
 * California residents under the CCPA as amended by the CPRA. They are a starting point written
 * in plain language, not legal advice: the agency's counsel must confirm them, add the broker's
 * DRE license details, and keep the retention periods in line with how leads are actually handled.
 */

export { privacyPolicy, termsOfService };

export const legalDocuments: LegalDocument[] = [privacyPolicy, termsOfService];

export function findLegalDocument(slug: string): LegalDocument | undefined {
  return legalDocuments.find((doc) => doc.slug === slug);
}
