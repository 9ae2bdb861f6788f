/**
 * Story checks of the MLS's display rules (decision 0018) on a list of listing cards; stories only
 * (not exported from the package). The texts expected are the calling story's, written out there.
 */
import { expect, within } from 'storybook/test';

/**
 * Checks that `container` shows `cards` cards, each with the line `courtesy` ("Listing courtesy of
 * …"), and one MLS disclaimer reading `disclaimer`; gives the disclaimer for further checks.
 */
export async function expectMlsDisplayRules(container: HTMLElement, { cards, courtesy, disclaimer }: { cards: number; courtesy: string; disclaimer: string }): Promise<HTMLElement> {
  const articles = within(container).getAllByRole('article');
  await expect(articles).toHaveLength(cards);
  for (const card of articles) await expect(within(card).getByText(courtesy)).toBeVisible();
  const shown = within(container).getByTestId('mls-disclaimer');
  await expect(shown).toHaveTextContent(disclaimer);
  return shown;
}
