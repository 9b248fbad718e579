import { createHash } from 'node:crypto';
import { AppError, outboundClient, type OutboundClient } from '@portal/kit';
import type { MeetingProvider, MeetingRoom, Participant } from './provider.ts';

export interface BbbConfig {
  /** The API base, e.g. https://bbb.example.in/bigbluebutton/api (no trailing slash). */
  url: string;
  secret: string;
}

/** BigBlueButton's checksum: SHA-1 of the call name, the query string and the shared secret. */
export function bbbChecksum(call: string, query: string, secret: string): string {
  return createHash('sha1').update(`${call}${query}${secret}`).digest('hex');
}

/** A query string as BigBlueButton expects it (spaces as '+'). */
export function bbbQuery(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

export function bbbCallUrl(config: BbbConfig, call: string, params: Record<string, string>): string {
  const query = bbbQuery(params);
  return `${config.url.replace(/\/+$/, '')}/${call}?${query}&checksum=${bbbChecksum(call, query, config.secret)}`;
}

/**
 * BigBlueButton: the meeting is created (idempotently, same id) on the server before
 * each join, then the participant gets a signed join URL with their role.
 */
export function bbbProvider(
  config: BbbConfig,
  client: OutboundClient = outboundClient({ chosenBy: 'operator', timeoutMs: 10_000, maxBytes: 256 * 1024 }),
): MeetingProvider {
  return {
    name: 'bbb',
    origin: new URL(config.url).origin,
    async joinUrl(room: MeetingRoom, who: Participant) {
      const create = bbbCallUrl(config, 'create', { name: room.title, meetingID: room.roomName, record: 'false' });
      let xml: string;
      try {
        xml = (await client.request(create)).text();
      } catch {
        throw new AppError(502, 'The meeting server is not reachable; try again in a minute');
      }
      if (!/<returncode>\s*SUCCESS\s*<\/returncode>/.test(xml)) {
        const message = /<message>([^<]*)<\/message>/.exec(xml)?.[1];
        throw new AppError(
          502,
          message ? `The meeting server refused: ${message}` : 'The meeting server refused to open the meeting',
        );
      }
      return bbbCallUrl(config, 'join', {
        fullName: who.name,
        meetingID: room.roomName,
        role: who.moderator ? 'MODERATOR' : 'VIEWER',
        userID: String(who.userId),
        redirect: 'true',
      });
    },
  };
}
