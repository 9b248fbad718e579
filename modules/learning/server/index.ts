import { defineServerModule } from '@portal/kit';
import { meetingSettingsFromEnv, type MeetingSettings } from '@portal/mod-training/server';
import { learningAccess } from './access.ts';
import { learningRoutes } from './routes.ts';
import { seedLearning } from './seed.ts';
import { videoSettingsFromEnv, type VideoSettings } from './videos/config.ts';
import { useVideoSettings } from './videos/cleanup-job.ts';

export * from './schema.ts';
export * from './resources.ts';
export { publishedWeekView, videoView, onlineClassView } from './views.ts';
export { onlineClassResource } from './online/cancel.ts';
export { setLearningClock } from './clock.ts';
export { classDayPlan, type ClassDayPlan } from './day-plan.service.ts';
export { provideCompetencies } from './competencies.ts';
export { videoCleanupJob, VIDEO_CLEANUP_JOB, scheduleVideoCleanup } from './videos/cleanup-job.ts';
export { removeAbandonedUploads } from './videos/videos.service.ts';
export { videoSettingsFromEnv, type VideoSettings } from './videos/config.ts';
export { signVideoPath, verifyVideoPath } from './videos/links.ts';

export interface LearningModuleOptions {
  /** Where the data lives (videos go under `<dataDir>/videos` unless VIDEO_DIR or VIDEO_S3_BUCKET says otherwise). */
  dataDir: string;
  /** The training module's meeting provider (Jitsi or BigBlueButton); from the environment when absent. */
  meetings?: MeetingSettings;
  /** Defaults to the VIDEO_* settings of the environment. */
  videos?: VideoSettings;
}

export function learningModule(options: LearningModuleOptions) {
  const videos = options.videos ?? videoSettingsFromEnv(options.dataDir);
  const meetings = options.meetings ?? meetingSettingsFromEnv();
  useVideoSettings(videos);
  return defineServerModule({
    name: 'learning',
    access: learningAccess,
    seed: seedLearning,
    register: (app) => learningRoutes(app, { videos, meetings }),
  });
}
