/**
 * The lead forms alone (`@pcr/ui/forms/index.js`), for an app that loads them apart from the rest of
 * the library, when a page needs them (the web app: decision 0021).
 */
export { ShortContactForm, type ShortContactFormProps } from './ShortContactForm/ShortContactForm.js';
export { FullContactForm, type FullContactFormProps } from './FullContactForm/FullContactForm.js';
export { SubscribeForm, type SubscribeFormProps } from './SubscribeForm/SubscribeForm.js';
export { AlertForm, type AlertFormProps, type AlertFormStatus, type AlertFormSubject } from './AlertForm/AlertForm.js';
