import { z } from 'zod';

// The attachments' settings (docs/decisions.md, 'Attachments'), checked with the rest of the
// environment by config.ts.

const megabytes = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive('must be more than 0')
    .max(4096, 'must be 4096 or fewer')
    .optional()
    .transform((value) => value ?? fallback);

export const attachmentsEnvironment = {
  /** Where the folder store keeps the files, beside the default database file. */
  ATTACHMENTS_DIR: z.string().min(1, 'must not be empty').default('./data/attachments'),
  ATTACHMENTS_STORE: z.enum(['folder', 's3'], { error: 'must be folder or s3' }).default('folder'),
  ATTACHMENTS_MAX_FILE_MB: megabytes(20),
  ATTACHMENTS_MAX_GROUP_MB: megabytes(2048),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value !== undefined && ['true', '1', 'yes'].includes(value)),
};

type AttachmentsEnvironment = z.output<ReturnType<typeof z.object<typeof attachmentsEnvironment>>>;

/** What a bucket store needs that has no default: said at start, not at the first upload. */
export function attachmentsIssues(
  env: AttachmentsEnvironment,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (env.ATTACHMENTS_STORE === 's3' && !env.S3_BUCKET) {
    issues.push({ path: 'S3_BUCKET', message: 'S3_BUCKET is required when ATTACHMENTS_STORE=s3' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    issues.push({
      path: 'S3_ACCESS_KEY_ID',
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    });
  }
  return issues;
}

export interface BucketConfig {
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Null: the AWS SDK's own chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

export interface AttachmentsConfig {
  dir: string;
  /** Null: the folder store. */
  bucket: BucketConfig | null;
  maxFileBytes: number;
  maxGroupBytes: number;
  maxFileMb: number;
  maxGroupMb: number;
}

export function toAttachmentsConfig(env: AttachmentsEnvironment): AttachmentsConfig {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  const bucket: BucketConfig | null =
    env.ATTACHMENTS_STORE === 's3' && env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? null,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : null;
  return {
    dir: env.ATTACHMENTS_DIR,
    bucket,
    maxFileBytes: Math.round(env.ATTACHMENTS_MAX_FILE_MB * 1024 * 1024),
    maxGroupBytes: Math.round(env.ATTACHMENTS_MAX_GROUP_MB * 1024 * 1024),
    maxFileMb: env.ATTACHMENTS_MAX_FILE_MB,
    maxGroupMb: env.ATTACHMENTS_MAX_GROUP_MB,
  };
}
