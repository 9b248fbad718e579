// What the suite's checks need to know of each module, app and package, declared by that folder in its own
// `test/manifest.json` instead of in lists inside the checks: a new module brings its manifest with its folder.
//   postgres           tests (files or folders, relative to the folder) the API pass runs again on PostgreSQL, and why
//   noDatabase         tests among those that open no database: they run once, on PGlite
//   publicRoutes       routes anyone may call ('POST /api/x'), in groups with why each is safe without a session
//   pathFamilies       API paths whose id names a record of a family the cross-centre walk knows ('/api/x/:id')
//   beyondTheSpec      screens the portal adds beyond the spec's paths, in groups with why
//   translatedScreens  screens whose words all come from the catalogues (relative to the folder)
//   entryGrids         screens that are forms drawn as grids, allowed to draw a table themselves
//   otherModulesTables other modules' tables the module's server still reads ('staff.staff'): a list that only shrinks
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Every folder that may hold a manifest: each module, app and package. */
function packageDirs() {
  return ['modules', 'apps', 'packages'].flatMap((group) =>
    readdirSync(path.join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${group}/${entry.name}`),
  );
}

/** Each folder's manifest with the folder (relative to the repository), in a stable order. */
export function testManifests() {
  return packageDirs()
    .sort()
    .filter((dir) => existsSync(path.join(root, dir, 'test', 'manifest.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(root, dir, 'test', 'manifest.json'), 'utf8')) }));
}

/**
 * One kind of file list from every manifest ('postgres' reads its `tests`), each path made relative to the
 * repository ('.' is the folder itself).
 */
export function declaredFiles(kind) {
  return testManifests().flatMap(({ dir, manifest }) =>
    ((kind === 'postgres' ? manifest.postgres?.tests : manifest[kind]) ?? []).map((file) =>
      file === '.' ? dir : `${dir}/${file}`,
    ),
  );
}

/** Each module folder's record of the access its modules seed (`test/access.json`, written by module-access). */
export function accessRecordFiles() {
  return packageDirs()
    .filter((dir) => dir.startsWith('modules/'))
    .map((dir) => path.join(root, dir, 'test', 'access.json'))
    .filter((file) => existsSync(file));
}
