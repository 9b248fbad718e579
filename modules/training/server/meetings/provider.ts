/** One interface over the video-meeting services a training can run on. */

export interface MeetingRoom {
  /** Unguessable room name (Jitsi) or meeting id (BigBlueButton). */
  roomName: string;
  title: string;
}

export interface Participant {
  userId: number;
  name: string;
  email: string;
  /** Trainers moderate; teachers attend. */
  moderator: boolean;
}

export interface MeetingProvider {
  readonly name: 'jitsi' | 'bbb';
  /** Where the meeting pages come from (scheme, host, port): the portal lets its pages frame this origin only. */
  readonly origin: string;
  /** A URL that opens the room for this participant; built only on the server. */
  joinUrl(room: MeetingRoom, participant: Participant, opts: { now: Date; validUntil: Date }): Promise<string>;
}
