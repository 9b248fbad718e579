/**
 * A video's thumbnail. The server has no video decoder (ffmpeg is not required), so the thumbnail is a
 * generated poster: the title, the class, week and day on a colour picked from the video's id.
 */
const COLOURS = ['#1c7ed6', '#2f9e44', '#e8590c', '#7048e8', '#0c8599', '#c2255c'];

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function posterSvg(video: {
  id: number;
  title: string;
  className?: string | null;
  weekNo?: number | null;
  dayNo?: number | null;
}): string {
  const colour = COLOURS[video.id % COLOURS.length];
  const title = video.title.length > 40 ? `${video.title.slice(0, 39)}…` : video.title;
  const where = [
    video.className,
    video.weekNo ? `Week ${video.weekNo}` : null,
    video.dayNo ? `Day ${video.dayNo}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
    `<rect width="640" height="360" fill="${colour}"/>` +
    `<circle cx="320" cy="150" r="48" fill="#ffffff" fill-opacity="0.9"/>` +
    `<path d="M305 125 L345 150 L305 175 Z" fill="${colour}"/>` +
    `<text x="320" y="250" font-family="sans-serif" font-size="28" fill="#ffffff" text-anchor="middle">` +
    `${escape(title)}</text>` +
    `<text x="320" y="290" font-family="sans-serif" font-size="20" fill="#ffffff" fill-opacity="0.85" ` +
    `text-anchor="middle">${escape(where)}</text>` +
    `</svg>`
  );
}
