import { createNoticeToaster, Toaster } from '@pcr/ui';

/** The app's one toaster (loaded on the first notice, see notices.tsx). */
export const toaster = createNoticeToaster();

export default function NoticeRegion() {
  return <Toaster toaster={toaster} />;
}
