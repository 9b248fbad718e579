import { describe, expect, it } from 'vitest';
import { eventStreamReader } from '../src/api/event-stream.ts';

function read(...pieces: string[]) {
  const events: string[] = [];
  const feed = eventStreamReader((data) => events.push(data));
  for (const piece of pieces) feed(piece);
  return events;
}

describe('the live stream’s reader', () => {
  it('hands on each event’s data as the portal writes it, past the retry, ids and keep-alives', () => {
    const first = JSON.stringify({ id: 7, kind: 'day.check-in', payload: { name: 'Asha: in' }, at: 'now' });
    expect(read(`retry: 2000\n\nid: 7\ndata: ${first}\n\n: keep-alive\n\nid: 8\ndata: {"id":8}\n\n`)).toEqual([
      first,
      '{"id":8}',
    ]);
  });

  it('waits for the blank line that ends an event, however the text is cut', () => {
    const text = 'data: {"id":1}\r\n\r\ndata: {"id":2}\r\rdata: {"id":3}\n\n';
    const whole = read(text);
    expect(whole).toEqual(['{"id":1}', '{"id":2}', '{"id":3}']);
    for (let cut = 1; cut < text.length; cut++)
      expect(read(text.slice(0, cut), text.slice(cut)), `cut ${cut}`).toEqual(whole);
    expect(read('data: {"id":1}\n')).toEqual([]);
  });

  it('joins data lines with a newline and reads a field without its space', () => {
    expect(read('data:a\ndata: b\ndata\nevent: x\n\n\n')).toEqual(['a\nb\n']);
  });
});
