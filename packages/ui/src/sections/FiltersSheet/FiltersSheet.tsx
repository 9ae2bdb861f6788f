import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClassName } from '../../components/Button/Button.js';
import { Icon } from '../../components/Icon/Icon.js';
import { useTranslate } from '../../i18n/locale-context.js';
import { cx } from '../../utils/cx.js';

const loadDialog = () => import('./FiltersDialog.js');
const FiltersDialog = lazy(() => loadDialog().then((module) => ({ default: module.FiltersDialog })));

export interface FiltersSheetProps {
  /** How many filters narrow the list now (`activeFilterCount`): the button shows and says it. */
  activeCount: number;
  /** The filter form. Sending it, or following a link in it (Clear filters), closes the sheet. */
  children: ReactNode;
  /** For the button: where the page shows it (phones only, and only with scripts). */
  className?: string;
}

/**
 * A "Filters (2)" button that opens the filters in a sheet from the bottom of the screen, as buyers
 * know it from listing portals. The sheet is never in the server's HTML (it opens closed), so only
 * its code waits: it is fetched once the button shows (a phone), not with the route (decision 0034).
 */
export function FiltersSheet({ activeCount, children, className }: FiltersSheetProps) {
  const t = useTranslate();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [openedOnce, setOpenedOnce] = useState(false);
  // Shown (a phone, with scripts): fetch the sheet now, so that a tap opens it at once.
  useEffect(() => {
    if (button.current?.offsetParent) void loadDialog();
  }, []);
  const name = activeCount === 0 ? t('Filters') : activeCount === 1 ? t('Filters, 1 active') : t('Filters, {count} active', { count: activeCount });
  return (
    <>
      <button
        ref={button}
        type="button"
        className={cx(buttonClassName('secondary'), className)}
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpenedOnce(true);
          setOpen(true);
        }}
      >
        <Icon name="filters" size={18} />
        {t('Filters')}
        {activeCount > 0 ? ` (${activeCount})` : null}
      </button>
      {openedOnce ? (
        <Suspense fallback={null}>
          <FiltersDialog open={open} onOpenChange={setOpen} finalFocusEl={() => button.current}>
            {children}
          </FiltersDialog>
        </Suspense>
      ) : null}
    </>
  );
}
