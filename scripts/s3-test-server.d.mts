/** The S3_* settings that point the portal at the test server. */
export interface S3TestEnv {
  S3_ENDPOINT: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  S3_FORCE_PATH_STYLE: string;
  /** The endpoint, which runs on this machine. */
  OUTBOUND_INTERNAL_ORIGINS: string;
}

export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  env: S3TestEnv;
  stop(): Promise<void>;
}

export function startS3TestServer(options?: { bucket?: string }): Promise<S3TestServer>;
