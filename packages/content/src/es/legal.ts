/** Spanish courtesy translations of the legal documents, one module each (a page loads only its own); the English versions govern. */
export { privacyPolicyEs } from './legal/privacy-policy.js';
export { termsOfServiceEs } from './legal/terms-of-service.js';
