import type { Page } from 'playwright-core';
import { spanishTexts } from '@pcr/ui/i18n/catalog-es.js';

/** The interface's English texts that read differently in Spanish (placeholders left out). */
export const englishInterfaceTexts: readonly string[] = Object.entries(spanishTexts as Record<string, string>)
  .filter(([english, spanish]) => english !== spanish && !english.includes('{'))
  .map(([english]) => english.trim());

/**
 * The texts a reader meets on the page, or inside the elements `within` selects (text nodes and
 * the names of elements), those marked as English inside it left out (a testimonial, a listing's
 * remarks). A language set outside it (the document's, Storybook's own docs) does not count.
 */
export async function shownTexts(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const texts: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const markedEnglish = (element: Element | null) => {
        const marked = element?.closest('[lang]');
        return !!marked && root.contains(marked) && /^en(-|$)/i.test(marked.getAttribute('lang') ?? '');
      };
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('script, style') || markedEnglish(node.parentElement)) continue;
        texts.push((node.textContent ?? '').replace(/\s+/g, ' ').trim());
      }
      for (const element of root.querySelectorAll('[aria-label], [title], [alt]')) {
        if (markedEnglish(element)) continue;
        for (const name of ['aria-label', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
      }
    }
    return texts.filter(Boolean);
  }, within);
}

/** Of the texts shown, those that are English texts of the interface. */
export async function englishInterfaceShown(page: Page, within?: string): Promise<string[]> {
  return (await shownTexts(page, within)).filter((text) => englishInterfaceTexts.includes(text));
}
