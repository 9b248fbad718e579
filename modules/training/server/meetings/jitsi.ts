import { signHs256 } from './jwt.ts';
import type { MeetingProvider, MeetingRoom, Participant } from './provider.ts';

export interface JitsiConfig {
  /** e.g. https://meet.example.in (no trailing slash). */
  baseUrl: string;
  appId: string;
  appSecret: string;
}

/**
 * Jitsi Meet with token authentication: one room per training, entered with an HS256
 * JWT whose `room` claim names that room only and whose `exp` ends the pass.
 */
export function jitsiProvider(config: JitsiConfig): MeetingProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  return {
    name: 'jitsi',
    origin: new URL(base).origin,
    async joinUrl(room: MeetingRoom, who: Participant, { now, validUntil }) {
      const claims = {
        aud: 'jitsi',
        iss: config.appId,
        sub: host,
        room: room.roomName,
        iat: Math.floor(now.getTime() / 1000),
        nbf: Math.floor(now.getTime() / 1000) - 60,
        exp: Math.floor(validUntil.getTime() / 1000),
        context: { user: { id: String(who.userId), name: who.name, email: who.email, moderator: who.moderator } },
        moderator: who.moderator,
      };
      return `${base}/${encodeURIComponent(room.roomName)}?jwt=${signHs256(claims, config.appSecret)}`;
    },
  };
}
