/** Resolves a site path ("/team") to an absolute URL (useAbsoluteUrl() in components). */
export type AbsoluteUrl = (url: string) => string;
