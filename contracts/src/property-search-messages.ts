/**
 * Property search (GET /api/properties and the /properties filters): the 400's field messages,
 * which the page's form shows for the same wrong values.
 */
export const propertySearchMessages = {
  city: 'Choose a city from the list.',
  minPrice: 'Enter the minimum price in whole dollars.',
  maxPrice: 'Enter the maximum price in whole dollars.',
  priceRange: 'The maximum price cannot be below the minimum price.',
  minBeds: 'Enter the minimum bedrooms as a whole number.',
  minBaths: 'Enter the minimum bathrooms as a whole number.',
  type: 'Choose a property type: single-family, condo, townhouse or multi-family.',
  sort: 'Sort by price-asc, price-desc or newest.',
} as const;
