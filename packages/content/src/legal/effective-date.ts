/** The date the legal documents take effect (ISO), in every language: one home. */
export const LEGAL_EFFECTIVE_DATE = '2026-11-26';
