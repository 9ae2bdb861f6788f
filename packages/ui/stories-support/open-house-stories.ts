import { bundledOpenHouses, findProperty } from '@pcr/content';
import type { OpenHouseListing } from '@pcr/contracts';

/** The stories' "now": Thursday December 3, 2026, 10:00 AM in California (so "this weekend" is December 5 and 6). */
export const STORY_NOW = Date.parse('2026-12-03T18:00:00Z');

/** The bundled homes' open houses from the stories' "now", each with its home, as the API answers them. */
export const storyOpenHouses: OpenHouseListing[] = bundledOpenHouses(STORY_NOW)
  .filter((house) => Date.parse(house.endsAt) > STORY_NOW)
  .map((house) => ({ ...house, property: findProperty(house.propertyId)! }));
