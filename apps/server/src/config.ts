import { z } from 'zod';
import { LIMITS } from '@mingle/contracts';
import net from 'node:net';
import path from 'node:path';

function isAddressOrRange(a: string) {
  const [address, bits, ...rest] = a.split('/');
  const version = net.isIP(address ?? '');
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** Fastify's trustProxy: off, a hop count, or the proxies whose X-Forwarded-For is believed. */
function parseTrustProxy(v: string): false | number | string[] {
  const value = v.trim().toLowerCase();
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) || false;
  return value.split(',').map((a) => a.trim());
}

/** The only reader of process.env. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Mingle <no-reply@mingle.local>'),
    APP_URL: z.url('must be a URL such as http://localhost:3000').optional(),
    /** The management host (decision 010), when organisers use their own; links for organiser actions go there. */
    MANAGE_URL: z.url('must be a URL such as https://manage.example.com').optional(),
    /** The API's own host (decision 017), when the web app is served from another one (a static host or CDN). */
    PUBLIC_API_URL: z
      .string()
      .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v) && URL.canParse(v), 'must be an origin such as https://api.example.com, without a path')
      .optional(),
    CORS_ORIGINS: z.string().default(''),
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine((v) => v.trim().toLowerCase() !== 'true', 'name a hop count or the proxy addresses; trusting every sender is never allowed')
      .refine(
        (v) => /^(false|\d+)$/.test(v.trim()) || v.split(',').every((a) => isAddressOrRange(a.trim())),
        'must be false, a hop count such as 1, or comma-separated proxy addresses such as 10.0.0.1,10.0.0.0/8',
      ),
    API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(LIMITS.loginPerIpPerMinute),
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    WEB_DIST: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.url('must be a URL such as http://127.0.0.1:9000').optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
    /** Web Push (decision 024): the server's VAPID key pair (base64url, as web-push makes them) and a contact. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
      .optional(),
    /** Outside production only: push endpoints on this machine (loopback, plain http), for a local push service in tests. */
    PUSH_LOCAL_ENDPOINTS: z.enum(['true', 'false']).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  })
  .refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, { path: ['VAPID_PUBLIC_KEY'], message: 'needs VAPID_PRIVATE_KEY as well (and the other way round)' })
  .refine((e) => !(e.NODE_ENV === 'production' && e.PUSH_LOCAL_ENDPOINTS === 'true'), {
    path: ['PUSH_LOCAL_ENDPOINTS'],
    message: 'is for development and tests; in production pushes go only to public addresses',
  })
  .refine((e) => !e.S3_BUCKET || (e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY), {
    path: ['S3_BUCKET'],
    message: 'needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well',
  })
  .transform((e) => {
    const emptyToUndefined = (v?: string) => (v && v.trim() ? v.trim() : undefined);
    return {
      env: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(e.DATA_DIR),
      databaseUrl: emptyToUndefined(e.DATABASE_URL),
      smtpUrl: emptyToUndefined(e.SMTP_URL),
      mailFrom: e.MAIL_FROM,
      appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      manageUrl: (e.MANAGE_URL ?? e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      /** Organisers have a host of their own: the web app links there for organiser pages. */
      separateManageHost: Boolean(e.MANAGE_URL),
      /** The API host when it is not the web app's own (empty in /config.js: same origin). */
      publicApiUrl: e.PUBLIC_API_URL ? new URL(e.PUBLIC_API_URL).origin : undefined,
      // With the API on its own host, the app's pages (APP_URL, MANAGE_URL) are allowed callers by default.
      corsOrigins: [
        ...new Set([
          ...e.CORS_ORIGINS.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          ...(e.PUBLIC_API_URL ? [e.APP_URL ?? `http://localhost:${e.PORT}`, e.MANAGE_URL].flatMap((u) => (u ? [new URL(u).origin] : [])) : []),
        ]),
      ],
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      /** Requests per minute per signed-in user, or per address for visitors. */
      apiRateLimit: e.API_RATE_LIMIT,
      /** Sign-in, sign-up and code requests per minute per address (a venue behind one NAT may want more). */
      authRateLimit: e.AUTH_RATE_LIMIT,
      seedDemo: e.SEED_DEMO === undefined ? undefined : e.SEED_DEMO === 'true',
      logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
      webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
      /**
       * Browser notifications. Keys unset: made once and kept in DATA_DIR outside production
       * (lib/vapid.ts); off in production.
       */
      vapid: {
        keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
        subject: e.VAPID_SUBJECT ?? `mailto:webpush@${new URL(e.APP_URL ?? 'http://localhost').hostname}`,
      },
      /**
       * Push endpoints on loopback addresses (and plain http) are taken outside production unless
       * turned off, for the tests' own push service; private, link-local and metadata addresses never.
       */
      pushLocalEndpoints: e.PUSH_LOCAL_ENDPOINTS ? e.PUSH_LOCAL_ENDPOINTS === 'true' : e.NODE_ENV !== 'production',
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    };
  });

export type Config = z.output<typeof EnvSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
