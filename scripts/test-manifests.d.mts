/** A folder's `test/manifest.json` (scripts/test-manifests.mjs says what each field means). */
export interface TestManifest {
  postgres?: { why: string; tests: string[] };
  noDatabase?: string[];
  publicRoutes?: { why: string; routes: string[] }[];
  pathFamilies?: Record<string, string>;
  beyondTheSpec?: { why: string; paths: string[] }[];
  translatedScreens?: string[];
  entryGrids?: string[];
  otherModulesTables?: string[];
}
export const root: string;
export function testManifests(): { dir: string; manifest: TestManifest }[];
export function declaredFiles(kind: 'postgres' | 'noDatabase' | 'translatedScreens' | 'entryGrids'): string[];
export function accessRecordFiles(): string[];
