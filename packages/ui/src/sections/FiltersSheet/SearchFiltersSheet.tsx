import { PropertySearchFilters, type PropertySearchFiltersProps } from '../PropertySearchFilters/PropertySearchFilters.js';
import { FiltersSheet } from './FiltersSheet.js';

export interface SearchFiltersSheetProps {
  /** How many filters narrow the list now: the button shows and says it. */
  activeCount: number;
  /** The search form in the sheet (its values: an island's props are JSON). */
  filters: Omit<PropertySearchFiltersProps, 'onSearch' | 'inSheet' | 'headingLevel'>;
  /**
   * Where a page drawn in the browser alone (a story) takes the search; the site's pages send it as
   * a plain GET (an island's props carry no function).
   */
  onSearch?: PropertySearchFiltersProps['onSearch'];
  className?: string;
}

/** The phones' "Filters" button and its sheet holding the search form (an island: it runs in the browser). */
export function SearchFiltersSheet({ activeCount, filters, onSearch, className }: SearchFiltersSheetProps) {
  return (
    <FiltersSheet activeCount={activeCount} className={className}>
      <PropertySearchFilters {...filters} onSearch={onSearch} headingLevel="h3" inSheet />
    </FiltersSheet>
  );
}
