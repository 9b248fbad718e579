// The lists that declare their own line in the morning rush (`rush` on a resource: see RushLine in
// packages/kit/src/resource/declarations.ts), read from the server's OpenAPI document, where each such list's
// operation carries it as `x-rush`. A resource added to the portal brings its line with it; the benchmark's own
// mix (MIX in bench/rush.mjs) holds the screens that are not a declared resource's list.

/** The declared lines as the rush's mix takes them: a kind, a weight, who asks, and the page it asks for. */
export async function declaredRushLines(serverUrl) {
  const answer = await fetch(`${serverUrl}/api/docs/json`);
  if (!answer.ok) throw new Error(`the OpenAPI document answered ${answer.status}`);
  const { paths } = await answer.json();
  const lines = [];
  for (const [path, operations] of Object.entries(paths)) {
    const line = operations.get?.['x-rush'];
    if (!line) continue;
    lines.push({
      kind: `${line.as}: ${path}`,
      weight: line.weight,
      as: line.as,
      // Head office's lines span the network; the others are one centre's people.
      network: line.as === 'head',
      get: () => `${path}?pageSize=20`,
    });
  }
  return lines;
}
