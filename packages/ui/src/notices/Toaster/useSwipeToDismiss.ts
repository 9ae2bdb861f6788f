import { useRef, type PointerEvent } from 'react';
import { NOTICE_SWIPE_DISMISS_PX } from '@pcr/contracts';

/** The CSS variable the toast's transform reads while it follows the finger. */
export const SWIPE_OFFSET_VAR = '--swipe-x';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * Swipe right to dismiss (spec section 9): the element follows a rightward drag; released at
 * `threshold` px or more it is dismissed (and slides out), released short of it it springs back.
 * Leftward or vertical movement does nothing. Drags that start on a button are left to the button.
 */
export function useSwipeToDismiss(onDismiss: () => void, threshold: number = NOTICE_SWIPE_DISMISS_PX): SwipeHandlers {
  const start = useRef<{ x: number; pointerId: number } | null>(null);

  const setOffset = (element: HTMLElement, value: string | null) => {
    if (value === null) {
      element.style.removeProperty(SWIPE_OFFSET_VAR);
      delete element.dataset.swiping;
    } else {
      element.style.setProperty(SWIPE_OFFSET_VAR, value);
      element.dataset.swiping = '';
    }
  };

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    start.current = null;
    const element = event.currentTarget;
    if (element.hasPointerCapture?.(event.pointerId)) element.releasePointerCapture(event.pointerId);
    const distance = event.clientX - from.x;
    if (!cancelled && distance >= threshold) {
      delete element.dataset.swiping;
      element.style.setProperty(SWIPE_OFFSET_VAR, 'calc(100% + 2rem)');
      onDismiss();
    } else {
      setOffset(element, null);
    }
  };

  return {
    onPointerDown: (event) => {
      if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
      start.current = { x: event.clientX, pointerId: event.pointerId };
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Not an active pointer (e.g. a synthetic event): the element still gets the moves over it.
      }
    },
    onPointerMove: (event) => {
      const from = start.current;
      if (!from || from.pointerId !== event.pointerId) return;
      setOffset(event.currentTarget, `${Math.max(0, event.clientX - from.x)}px`);
    },
    onPointerUp: (event) => end(event, false),
    onPointerCancel: (event) => end(event, true),
  };
}
