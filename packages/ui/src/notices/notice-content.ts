import { noticeMessages } from '@pcr/contracts';

/** Success notices, and destructive ones for failures (spec section 8). */
export type NoticeVariant = 'success' | 'destructive';

export interface NoticeContent {
  title: string;
  description: string;
  variant: NoticeVariant;
}

/** The four notices of the lead forms, named as in the contract's `noticeMessages`. */
export type NoticeKind = keyof typeof noticeMessages;

const variants: Record<NoticeKind, NoticeVariant> = {
  contactSuccess: 'success',
  contactFailure: 'destructive',
  subscribeSuccess: 'success',
  subscribeFailure: 'destructive',
};

export const noticeKinds = Object.keys(variants) as NoticeKind[];

/** Title, description and variant of a notice, with the texts of spec section 8 from the contract. */
export function noticeContent(kind: NoticeKind): NoticeContent {
  return { ...noticeMessages[kind], variant: variants[kind] };
}
