export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export const ROUTE_MODULES: Record<string, string[]>;
export function readManifest(clientDist: string): Manifest;
export function initialFiles(manifest: Manifest, routeModules?: string[]): string[];
export function initialJsBytes(
  clientDist: string,
  routeModules?: string[],
  options?: { brotli?: boolean },
): { files: string[]; raw: number; gzip: number; brotli: number };
