import { s3SettingsFromEnv } from './files/s3-settings.ts';

/**
 * The processors register: the outside services that receive personal data as the server is configured now, and
 * what each receives. Each module declares its own services (`processors` on its server module, read on each use),
 * so the privacy notice and the rights export cannot name a service that is not configured or miss one that is.
 */
export interface Processor {
  name: string;
  service: string;
  receives: string;
  purpose: string;
  location: string;
  /** The settings that configure it, for head office. */
  setting: string;
}

/** The host of a URL or origin as a register prints it; the text itself when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

let read: () => readonly Processor[] = () => [];

/** The app hands in its modules' registers once they are built (apps/server/src/app.ts). */
export function useProcessors(modulesProcessors: () => readonly Processor[]): void {
  read = modulesProcessors;
}

/** The register as configured now; empty until the app hands in its modules' (a module tested on its own). */
export const configuredProcessors = (): readonly Processor[] => read();

/** Where uploaded files are kept: the server's own disk, or the S3-compatible bucket the environment names. */
export function fileStoreProcessor(env: Record<string, string | undefined> = process.env): Processor {
  const s3 = s3SettingsFromEnv(env);
  const kept = {
    receives: 'Photos, ID documents, prescriptions, report cards and other attached files',
    purpose: 'Keeping the files the centre and parents upload',
  };
  if (!s3)
    return {
      ...kept,
      name: 'File storage on the portal’s own server',
      service: 'Stores uploaded files (no outside service)',
      location: 'The portal’s own server',
      setting: 'DATA_DIR (S3_BUCKET unset)',
    };
  const host = s3.endpoint ? hostOf(s3.endpoint) : null;
  return {
    ...kept,
    name: host ? `File storage: S3-compatible bucket at ${host}` : `File storage: S3 bucket (AWS, ${s3.region})`,
    service: 'Stores uploaded files',
    location: host ? `The server at ${host}` : `AWS region ${s3.region}`,
    setting: 'S3_BUCKET, S3_ENDPOINT, S3_REGION',
  };
}
