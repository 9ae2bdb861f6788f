import { selectChevron } from '../../theme/recipes/controls.css.js';

/** The arrow drawn over a native <select> (the browser's own is hidden by the control's style). */
export function SelectChevron() {
  return (
    <svg
      className={selectChevron}
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
