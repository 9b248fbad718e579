/** How many first bytes the video check reads. */
export const VIDEO_HEAD_BYTES = 64;

const ascii = (buf: Buffer, at: number, text: string) => buf.subarray(at, at + text.length).toString('latin1') === text;

/**
 * The video type the first bytes say (the client's type is never trusted): ISO media (MP4, MOV: a `ftyp` box
 * at byte 4), Matroska and WebM (the EBML magic 1A 45 DF A3, told apart by their DocType). Null otherwise.
 */
export function sniffVideo(head: Buffer): string | null {
  if (head.length >= 12 && ascii(head, 4, 'ftyp')) return ascii(head, 8, 'qt  ') ? 'video/quicktime' : 'video/mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    const text = head.toString('latin1');
    if (text.includes('webm')) return 'video/webm';
    return 'video/x-matroska';
  }
  return null;
}
