export { defineLiveChannel, type LiveAudience, type LiveChannel } from './audience.ts';
export { liveEventRow, liveEventsCtes, publishLive, type LiveEvent, type LiveEventInput } from './publish.ts';
export { LiveHub } from './hub.ts';
export { liveEventAnswer, liveStream } from './contracts.ts';
export { liveCatchUp } from './live.service.ts';
export { pruneLiveEvents } from './prune.ts';
export { registerLive, type LiveOptions } from './routes.ts';
