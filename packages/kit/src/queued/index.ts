export { queuedWrites } from './schema.ts';
export {
  actionTime,
  keepQueuedAnswer,
  onceOnly,
  QUEUE_HEADERS,
  SENT_LATE_AFTER_MS,
  OLDEST_QUEUED_MS,
  KEEP_ANSWERS_MS,
  HAPPENED_BEFORE_TODAY,
  startOfIndiaDay,
} from './once.ts';
