import type { RequestRefusal } from '@pcr/contracts';
import type { PlainText } from '../../i18n/translate.js';

/**
 * What the page of each refusal says: what happened, that nothing was kept, and what to do. Its own
 * module: the page's head names the title too, without the page's code.
 */
export const requestRefusedTexts = {
  'cross-site': {
    title: 'This form was sent from another site',
    text: 'For your safety, our forms only work from the pages of this site. Nothing was sent or saved. If you meant to send it, open the form on our site and send it from there.',
  },
  'too-large': {
    title: 'This form is too large to read',
    text: 'What was sent is larger than any of our forms takes, so nothing was saved. Please go back, shorten what you wrote and send it again.',
  },
  unsupported: {
    title: 'This form arrived in a format we cannot read',
    text: 'Nothing was saved. Please go back and send it again from our page.',
  },
  malformed: {
    title: 'This request could not be read',
    text: 'The link or form may be incomplete or damaged, so nothing was saved. Please go back and try again, or start again from our homepage.',
  },
} as const satisfies Record<RequestRefusal, { title: PlainText; text: PlainText }>;
