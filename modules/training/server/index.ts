import { defineServerModule, resourceRoutes } from '@portal/kit';
import { meetingSettingsFromEnv, type MeetingSettings } from './meetings/config.ts';
import { meetingProcessor } from './meetings/processor.ts';
import { selfTrainingResources } from './resources.ts';
import { trainingRoutes } from './routes.ts';
import { trainingAccess } from './access.ts';
import { seedTraining } from './seed.ts';
import { serveTrainingFigures } from './figures.ts';

export * from './schema.ts';
export * from './resources.ts';
export {
  approveTopicForTeachers,
  moduleCompletedSql,
  teacherModuleCatalogue,
  teacherModuleCountsSql,
  teacherModuleOf,
  teacherModuleReads,
  trainingEnrollmentReads,
} from './reads.ts';
export { meetingSettingsFromEnv, type MeetingSettings } from './meetings/config.ts';
export { DEVELOPMENT_JITSI_SECRET } from './meetings/settings.ts';
export { setClock } from './clock.ts';
export { staffTrained } from './figures.ts';
export { myTrainings } from './my-trainings.service.ts';
export { sendTrainingReminders, trainingRemindersJob, TRAINING_REMINDERS_JOB } from './reminders.service.ts';

export interface TrainingModuleOptions {
  /** Defaults to the MEETING_PROVIDER settings of the environment. */
  meetings?: MeetingSettings;
}

export function trainingModule(options: TrainingModuleOptions = {}) {
  const meetings = options.meetings ?? meetingSettingsFromEnv();
  return defineServerModule({
    name: 'training',
    access: trainingAccess,
    seed: seedTraining,
    frameSources: [meetings.provider.origin],
    processors: () => [meetingProcessor(meetings)],
    configurationWarnings: meetings.usingDevelopmentSecret
      ? [
          {
            setting: 'JITSI_APP_SECRET',
            message:
              'Training meetings use the development Jitsi secret written in the source; a real Jitsi server ' +
              "refuses it. Set JITSI_APP_SECRET (and JITSI_BASE_URL) to the meeting server's own.",
          },
        ]
      : [],
    register(app) {
      serveTrainingFigures();
      trainingRoutes(app, meetings);
      for (const res of selfTrainingResources) resourceRoutes(app, res);
    },
  });
}
