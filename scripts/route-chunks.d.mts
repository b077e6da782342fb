export interface Route {
  path: string;
  exact?: boolean;
  /** `${path}-${hash}`, the route's key in routesChunkNames.json; null for the catch-all. */
  component: string | null;
  routes?: Route[];
}
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string; publicPath: string}[]; css?: {file: string}[]}>;
}
export interface Generated {
  routes: Route[];
  chunkNames: Record<string, unknown>;
  manifest: ClientManifest;
}
export declare function readRoutes(generatedDir: string): Route[];
export declare function readGenerated(generatedDir: string): Generated;
export declare function routeChunkIds(generated: Generated, pathname: string): string[];
export declare function htmlPages(buildDir: string): {file: string; path: string}[];
