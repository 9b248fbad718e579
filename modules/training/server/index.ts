import { defineServerModule, resourceRoutes } from '@portal/kit';
import { meetingSettingsFromEnv, type MeetingSettings } from './meetings/config.ts';
import { selfTrainingResources } from './resources.ts';
import { trainingRoutes } from './routes.ts';
import { trainingAccess } from './access.ts';
import { seedTraining } from './seed.ts';

export * from './schema.ts';
export * from './resources.ts';
export { meetingSettingsFromEnv, DEVELOPMENT_JITSI_SECRET, type MeetingSettings } from './meetings/config.ts';
export { setClock } from './clock.ts';

export interface TrainingModuleOptions {
  /** Defaults to the MEETING_PROVIDER settings of the environment. */
  meetings?: MeetingSettings;
}

export function trainingModule(options: TrainingModuleOptions = {}) {
  return defineServerModule({
    name: 'training',
    access: trainingAccess,
    seed: seedTraining,
    register(app) {
      const meetings = options.meetings ?? meetingSettingsFromEnv();
      if (meetings.usingDevelopmentSecret)
        app.log.warn(
          'Training meetings use the DEVELOPMENT Jitsi secret; set JITSI_APP_SECRET for a real Jitsi server',
        );
      trainingRoutes(app, meetings);
      for (const res of selfTrainingResources) resourceRoutes(app, res);
    },
  });
}
