/** Whether a source file is newer than the last build of the web app or the server. */
export function buildIsStale(): boolean;
