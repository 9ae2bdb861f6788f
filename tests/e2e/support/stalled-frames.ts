/**
 * Playwright's message when an action timed out in its first stability check, waiting for animation
 * frames that never came: its call log ends at that wait (perhaps in a terminal colour), so no check
 * of the element ever finished. On a loaded 2-core machine the headless browser has drawn no frame
 * for a click's whole 30 s; the e2e projects run such a test once more (decision 0065). A control
 * that stays disabled, covered or moving logs more ("element is not enabled", "… intercepts pointer
 * events", "element is not stable"): not matched, it fails as before.
 */
export const timedOutWaitingForFrames =
  /attempting \w+ action(?:\u001b\[[0-9;]*m|\s)*- waiting for element to be (?:visible, enabled and stable|visible and stable)(?:\u001b\[[0-9;]*m|\s)*$/;
