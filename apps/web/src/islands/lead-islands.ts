/**
 * The lead forms as islands (decision 0048): the server renders each in full and the browser
 * hydrates it, with react-hook-form and the submit code, only when a visitor reaches for it.
 */
import { island } from '@pcr/ui';
import { AlertLead } from './alert-lead.js';
import { FullContactLead, ShortContactLead, SubscribeLead } from './lead-forms.js';

export const ShortContactIsland = island('short-contact', ShortContactLead);
export const FullContactIsland = island('full-contact', FullContactLead);
export const SubscribeIsland = island('subscribe', SubscribeLead);
export const AlertIsland = island('alert-form', AlertLead);
