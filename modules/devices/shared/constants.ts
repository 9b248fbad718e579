/** Access modules of room devices: the centre's heads enrol and revoke them; staff set the PIN they switch in with. */
export const DEVICE_MODULES = {
  /** The centre's room devices: enrol a tablet for a class, list them, revoke one. */
  DEVICES: 'roomDevices',
  /** A staff member's own PIN for the room devices of their centre. */
  PIN: 'roomDevicePin',
} as const;

/** The header a room device sends its own token in (the person acting sends their session's bearer token). */
export const DEVICE_TOKEN_HEADER = 'x-device-token';

/** Wrong PINs on one device for one person before a 15-minute lock. */
export const PIN_TRIES = 5;
export const PIN_LOCK_MINUTES = 15;

export const DEVICE_MESSAGES = {
  unknownDevice: 'This device is not enrolled, or the centre revoked it: ask the centre head to enrol it again',
  wrongPin: 'That PIN is not right',
  locked: (minutes: number) => `Too many wrong PINs: try again in ${minutes} minutes`,
  notHere: 'This person does not work at this centre',
  beforeTurn:
    'This was recorded before this turn on the tablet began: ' +
    'check the device’s clock, and enter it again if it still matters',
  notPlaced:
    'This person is not placed on this class today: ' +
    'the centre head can add them as the class’s teacher or as cover for today',
  noPin: 'This person has not set a PIN for the room devices yet',
  pin: 'Enter a PIN of 4 to 6 digits',
  pinsDiffer: 'The two PINs differ',
  name: 'Name the device (at most 60 characters), for example “Nursery A tablet”',
  otherClass: 'This device is for another class: it reaches only its own class’s children',
  alreadyRevoked: 'This device was revoked already',
} as const;
