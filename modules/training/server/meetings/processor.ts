import { hostOf, type Processor } from '@portal/kit';
import type { MeetingSettings } from './config.ts';

/** The public Jitsi server the portal uses when no other is configured (run by 8x8). */
const PUBLIC_JITSI = 'meet.jit.si';

/** The meeting server online classes and training run on, for the processors register. */
export function meetingProcessor({ provider }: MeetingSettings): Processor {
  const host = hostOf(provider.origin);
  const meeting = {
    service: 'Online classes and training meetings',
    receives: 'The name shown in the meeting, voice and video while in it',
    purpose: 'Online classes and teacher training',
  };
  if (provider.name === 'bbb')
    return {
      ...meeting,
      name: `BigBlueButton meeting server at ${host}`,
      location: `The server at ${host}`,
      setting: 'MEETING_PROVIDER=bbb, BBB_URL',
    };
  return {
    ...meeting,
    name:
      host === PUBLIC_JITSI ? 'Jitsi Meet public server (meet.jit.si, run by 8x8)' : `Jitsi meeting server at ${host}`,
    location: host === PUBLIC_JITSI ? '8x8’s servers, outside India' : `The server at ${host}`,
    setting: 'MEETING_PROVIDER=jitsi, JITSI_BASE_URL',
  };
}
