/**
 * A California Department of Real Estate license number: eight digits (leading zeros kept). Its own
 * module, without valibot: the site identity, which every page's header reads, checks it too.
 */
export const DRE_LICENSE_PATTERN = /^\d{8}$/;
