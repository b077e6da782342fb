/**
 * How many places the navbar box suggests, and the search page lists, at most: apart from the
 * engine, whose code loads only once search is used (load.ts).
 */
export const searchLimits = {suggestions: 8, page: 30} as const;
