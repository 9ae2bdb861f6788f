import type { MouseEvent, ReactNode } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Icon } from '../../components/Icon/Icon.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { useTranslate } from '../../i18n/locale-context.js';
import * as styles from './FiltersSheet.css.js';

export interface FiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back when the sheet closes: the button that opened it. */
  finalFocusEl: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * The sheet itself, loaded the first time it opens (`FiltersSheet`). Ark's dialog makes it modal:
 * focus stays inside, Escape and the close button close it and give the focus back, the page behind
 * neither scrolls nor reaches screen readers. The form is mounted only while it is open, so it always
 * opens on the search in the address.
 */
export function FiltersDialog({ open, onOpenChange, finalFocusEl, children }: FiltersDialogProps) {
  const t = useTranslate();
  // A followed link (Clear filters) leaves this search: the sheet must not stay open over the next one.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} finalFocusEl={finalFocusEl} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.sheet} onSubmit={() => onOpenChange(false)} onClick={closeOnLink}>
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{t('Filters')}</Dialog.Title>
              <Dialog.CloseTrigger className={styles.close}>
                <Icon name="close" size={20} />
                <VisuallyHidden>{t('Close filters')}</VisuallyHidden>
              </Dialog.CloseTrigger>
            </div>
            <div className={styles.body}>{children}</div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
