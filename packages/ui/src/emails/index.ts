/**
 * The lead e-mails, for the server (apps/api renders them with renderLeadEmail): the one entry of
 * the ui library the API may import (eslint.config.js). Plain functions: the API stays free of JSX.
 */
export {
  renderLeadEmail,
  leadEmailElement,
  type AlertHome,
  type AlertTopic,
  type EmailContext,
  type EmailLead,
  type EmailTour,
  type LeadEmail,
  type RenderedEmail,
  type SellerEmailLead,
} from './render.js';
export { emailTexts } from './email-texts.js';
