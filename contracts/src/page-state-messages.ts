/** The pages' error, empty and not-found states (spec section 8), letter for letter. */
export const errorMessages = {
  hotListings: {
    title: 'Unable to Load Hot Listings',
    description: "We're having trouble connecting to the listing provider API. Please try again later.",
    action: 'Contact Us',
  },
  cities: 'Error loading cities. Please try again later.',
  neighborhoodNotFound: {
    title: 'Neighborhood Not Found',
    description: "The neighborhood you're looking for could not be found or has been removed.",
  },
  areaPropertiesEmpty:
    'There are currently no available properties in this neighborhood. Please check back soon or contact us to be notified when new listings become available.',
  cityFetch: 'Failed to fetch city data',
  agentNotFound: {
    title: 'Agent Not Found',
    description: 'This agent is not on our team, or no longer is. Meet the agents of Pacific Crest Realty instead.',
    action: 'Back to Our Team',
  },
  cityNotFound: {
    title: 'City Not Found',
    description: "We couldn't find information for this city. Please try another city or go back to the cities list.",
    action: 'Back to Cities',
  },
} as const;
