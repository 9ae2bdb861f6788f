import type { SellerHome, SellerLeadRequest } from '@pcr/contracts';
import type { ContentRepository } from '../content-repository.js';
import { sellerLead, type LeadOrigin } from '../leads.js';
import type { LeadStore } from '../storage/lead-store.js';
import { comparablesOf, servedCityName } from './seller-market.js';

/** What became of a seller's request that passed the schema. */
export type SellerLeadOutcome = { status: 'created'; id: string; receivedAt: string } | { status: 'unknown-city' };

export interface SellerLeads {
  request(body: SellerLeadRequest, origin: LeadOrigin): Promise<SellerLeadOutcome>;
}

/**
 * Seller leads from the API and the /sell page's action, checked the same way: the city must be one
 * the agency serves. The home is kept with the homes like it the site showed, so the agency's e-mail
 * shows what the visitor saw even once those listings have changed.
 */
export function sellerLeads(
  leads: LeadStore,
  content: Pick<ContentRepository, 'properties' | 'neighborhoods'>,
): SellerLeads {
  return {
    async request(body, origin) {
      const cityName = servedCityName(content.neighborhoods(), body.city);
      if (cityName === undefined) return { status: 'unknown-city' };
      const described = {
        city: body.city,
        type: body.propertyType,
        beds: body.bedrooms,
        baths: body.bathrooms,
        area: body.livingArea,
      };
      const home: SellerHome = {
        street: body.street,
        city: body.city,
        cityName,
        zip: body.zip,
        propertyType: body.propertyType,
        bedrooms: body.bedrooms,
        bathrooms: body.bathrooms,
        livingArea: body.livingArea,
        condition: body.condition,
        timeline: body.timeline,
        comparables: comparablesOf(content, described).map(
          ({ id, title, price, bedrooms, bathrooms, squareFeet, status }) => ({
            id,
            title,
            price,
            bedrooms,
            bathrooms,
            squareFeet,
            status,
          }),
        ),
      };
      return { status: 'created', ...(await leads.create(sellerLead(body, home, origin))) };
    },
  };
}
