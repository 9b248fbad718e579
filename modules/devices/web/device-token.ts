/** Where a room device keeps its own token (not the session's): it outlives every turn on the tablet. */
export const DEVICE_TOKEN_STORE = 'device.roomToken';
