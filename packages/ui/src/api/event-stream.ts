/**
 * Reads a server-sent event stream's text as it arrives and hands on each event's data, by the HTML standard's
 * rules for what the portal's stream sends (`packages/kit/src/live`): lines end with CR, LF or CRLF (a CR that ends
 * a piece waits for the next, which may start with its LF), `data:` lines join with a newline, a blank line ends an
 * event, and an event without data, a comment (the keep-alive) and the other fields (`id:`, `event:`, `retry:`)
 * hand on nothing. Written here rather than taken from a library: the library was 3 kB of a teacher's first load.
 */
export function eventStreamReader(onData: (data: string) => void): (text: string) => void {
  let rest = '';
  let data: string[] | null = null;
  return (text) => {
    const lines = (rest + text).split(/\r\n|\r(?!$)|\n/);
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data) onData(data.join('\n'));
        data = null;
      } else if (line === 'data' || line.startsWith('data:')) {
        const value = line.slice(5);
        (data ??= []).push(value.startsWith(' ') ? value.slice(1) : value);
      }
    }
  };
}
