/**
 * Every environment variable the project reads: the site, the stand-ins, the scripts that start them
 * and the tests. A variable read anywhere and missing here fails `config/variables.test.ts`; a value
 * that does not parse stops start-up with one line naming it (read.ts). Groups are the sections of
 * .env.example and of the README's configuration table.
 */
import {
  addressRange,
  count,
  Invalid,
  type Kind,
  list,
  matching,
  megabytes,
  millis,
  oneOf,
  onOff,
  port,
  seconds,
  text,
  url,
} from './kinds.ts'
import { type Group, optional, withDefault } from './schema.ts'

const http = ['http:', 'https:']
const hostName = matching(/^(\[[0-9a-f:]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)$/i, 'a host name like www.example.com')
/** Sanity's own rules (the client refuses anything else; config/variables.test.ts compares). */
const dataset = matching(
  /^(~[a-z0-9][-\w]{0,63}|[a-z0-9][-\w]{0,63})$/,
  'lowercase letters, digits, `_` and `-`, at most 64',
)
const apiVersion: Kind<string> = {
  parse: (raw) => {
    const version = raw.replace(/^v/, '')
    const valid =
      version === '1' ||
      version === 'X' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(version) && new Date(version).getTime() > 0)
    if (!valid) throw new Invalid('must be 1, X or a date YYYY-MM-DD')
    return raw
  },
  shape: '1, X or YYYY-MM-DD',
}

export const site = {
  PORT: withDefault({
    kind: port,
    default: 3000,
    readBy: ['site', 'start', 'accounts stand-in', 'content stand-in', 'store stand-in'],
    doc: 'Port of the site; under `npm run start:cluster` the balancer’s. The scripts give each stand-in its own (a stand-in run alone: 3334 accounts, 3333 content, 3335 store).',
  }),
  HOST: withDefault({
    kind: matching(/^([0-9a-f:]*:[0-9a-f:]*|[a-z0-9-]+(\.[a-z0-9-]+)*)$/i, 'a host name or IP address'),
    default: '127.0.0.1',
    readBy: ['site'],
    doc: 'Address the site listens on; `0.0.0.0` or `::` to take connections from other machines (a container).',
  }),
  SITE_URL: optional({
    kind: url(http, { origin: true }),
    readBy: ['site', 'start'],
    unset: 'the request’s origin when its host is loopback or in `SITE_HOSTS`, else localhost',
    example: 'https://www.pulsewave.example',
    doc: 'Public address: canonical links, the sitemap, redirects, sign-in return addresses, Secure cookies (decision 067). Set it in production.',
  }),
  SITE_HOSTS: withDefault({
    kind: list(hostName, 'host names'),
    default: [],
    readBy: ['site'],
    example: 'www.pulsewave.example',
    doc: 'Extra host names the site answers as when `SITE_URL` is unset.',
  }),
  GTM_ID: optional({
    kind: matching(
      /^(GTM|G)-[A-Z0-9]+$/,
      'GTM- or G- followed by uppercase letters or digits (e.g. GTM-AB12CD)',
    ),
    readBy: ['site'],
    unset: 'page-view tracking off',
    example: 'GTM-XXXXXXX',
    doc: 'Tag-manager id; even when set it loads only when the visitor’s consent allows it (decision 130).',
  }),
  STORE_URL: optional({
    kind: url(http),
    readBy: ['site', 'start'],
    unset: 'no checkout links; `npm start` runs the store stand-in and sets it',
    example: 'https://store.pulsewave.example',
    doc: 'The store’s address: a checkout call to action goes to `<STORE_URL>/checkout` with the catalogue product and any discount code (decision 181). Setting it means a real store: `npm start` then does not start the store stand-in.',
  }),
  PREVIEW_SECRET: withDefault({
    kind: matching(/^\S{12,}$/, 'at least 12 characters, no spaces'),
    default: 'pulsewave-local-preview',
    secret: true,
    readBy: ['site'],
    doc: 'Exchanged at `/api/preview/enable` for the preview cookie. The default is public: in production with a public `SITE_URL` the site refuses to start without one of its own (decision 068).',
  }),
  PAGE_CACHE_TTL_MS: withDefault({
    kind: millis(0, 3_600_000),
    default: 2000,
    readBy: ['site'],
    doc: 'How long published page data is reused between content reads (0 = off).',
  }),
  CATALOG_CACHE_TTL_MS: withDefault({
    kind: millis(0, 86_400_000),
    default: 300_000,
    readBy: ['site'],
    doc: 'How long the site reuses account-service answers that name no customer (the catalogue, product types, beta programs, referral campaigns) for every page that shows them (decision 286).',
  }),
  BUILD_POLL_INTERVAL_MS: withDefault({
    kind: millis(100, 86_400_000),
    default: 300_000,
    readBy: ['site'],
    doc: 'How often open pages look for a new deploy (`builds/latest.json`).',
  }),
  HTML_CACHE: withDefault({
    kind: onOff,
    default: true,
    readBy: ['site'],
    doc: '`off` renders every anonymous page instead of answering from the HTML cache (docs/caching.md).',
  }),
  HTML_CACHE_MAX_MB: withDefault({
    kind: megabytes(1, 65_536),
    default: 64,
    readBy: ['site'],
    doc: 'Bytes the HTML cache may hold in each process: pages get 3/4, not-found answers 1/8, copies on loan to sockets 1/8 (decision 200).',
  }),
  HTML_CACHE_REFRESHES: withDefault({
    kind: count(1, 64),
    default: 4,
    readBy: ['site'],
    doc: 'Stale pages each process re-renders at once in the background; the others wait, the page a visitor asked for last first (decision 290).',
  }),
  HTML_CACHE_SHARED_MAX_MB: withDefault({
    kind: megabytes(1, 65_536),
    default: 256,
    readBy: ['site'],
    doc: 'Bytes the HTML cache may hold in Redis with `REDIS_URL` (pages 7/8, not-found answers 1/8), kept by its own least-recently-used books (decision 200).',
  }),
  NODE_ENV: withDefault({
    kind: oneOf(['production', 'development', 'test']),
    default: 'production',
    readBy: ['site'],
    doc: '`scripts/serve.ts` sets `production` when unset; `vite dev` runs `development`.',
  }),
  BUILD_ID: optional({
    kind: matching(/^[\w.-]{1,100}$/, 'letters, digits, `.`, `_` or `-`'),
    readBy: ['build'],
    unset: 'a random UUID per build',
    example: 'the commit sha',
    doc: 'Id of the next `npm run build`; open pages reload into a new id (decision 040).',
  }),
}

export const content = {
  SANITY_PROJECT_ID: withDefault({
    kind: matching(/^[a-zA-Z0-9-]+$/, 'letters, digits and dashes'),
    default: 'pulsewave',
    readBy: ['site'],
    doc: 'Sanity project id; the stand-in’s is `pulsewave`.',
  }),
  SANITY_DATASET: withDefault({
    kind: dataset,
    default: 'production',
    readBy: ['site'],
    doc: 'Dataset name.',
  }),
  SANITY_API_VERSION: withDefault({
    kind: apiVersion,
    default: '2021-10-21',
    readBy: ['site'],
    doc: 'Content API version.',
  }),
  SANITY_API_HOST: optional({
    kind: url(http),
    readBy: ['site', 'start'],
    unset: '`https://<projectId>.api.sanity.io`; `npm start` runs the content stand-in and sets it',
    example: 'http://127.0.0.1:3333',
    doc: 'Content API host. Setting it means a real project: `npm start` then does not start the content stand-in.',
  }),
  SANITY_CDN_URL: withDefault({
    kind: url(http),
    default: 'https://cdn.sanity.io',
    readBy: ['site'],
    doc: 'Image and file CDN base (`npm start` sets the stand-in’s).',
  }),
  SANITY_READ_TOKEN: optional({
    kind: matching(/^\S+$/, 'a token without spaces'),
    secret: true,
    readBy: ['site'],
    unset: 'preview off (`npm start` sets the stand-in’s editor token)',
    doc: 'Server-only token for draft reads (preview); never sent to the browser.',
  }),
  SANITY_TIMEOUT_MS: withDefault({
    kind: millis(100, 60_000),
    default: 5000,
    readBy: ['site'],
    doc: 'Deadline of one content read, retries included (decision 016).',
  }),
  SANITY_STUDIO_URL: optional({
    kind: url(http),
    readBy: ['site'],
    unset: 'click-to-edit off (`npm start` sets the local Studio’s address)',
    example: 'https://pulsewave.sanity.studio',
    doc: 'The Studio editors work in (docs/editing.md): preview text then carries click-to-edit links into it and it may show preview pages in a frame (decision 170).',
  }),
}

const serviceUrl = (service: string, host: string) =>
  optional({
    kind: url(http),
    readBy: ['site', 'start'],
    unset: `the accounts stand-in (\`http://127.0.0.1:<ACCOUNTS_SANDBOX_PORT>/${service}\`)`,
    example: `https://${host}.example.com`,
    doc: `Base URL of the ${service} service; required when \`ACCOUNTS_IDENTITY_URL\` is set.`,
  })

export const accounts = {
  ACCOUNTS_IDENTITY_URL: optional({
    kind: url(http),
    readBy: ['site', 'start'],
    unset: 'the accounts stand-in, which `npm start` runs',
    example: 'https://id.example.com',
    doc: 'Base URL of the identity service. Setting it means the real services: every `ACCOUNTS_*_URL` and the app credentials are then required, and the stand-in is not started.',
  }),
  ACCOUNTS_LICENSE_URL: serviceUrl('license', 'license'),
  ACCOUNTS_ECOM_URL: serviceUrl('ecom', 'ecom'),
  ACCOUNTS_PROFILE_URL: serviceUrl('profile', 'profile'),
  ACCOUNTS_NOTIFICATIONS_URL: serviceUrl('notifications', 'notifications'),
  ACCOUNTS_DA_URL: serviceUrl('da', 'da'),
  ACCOUNTS_REWARDS_URL: serviceUrl('rewards', 'rewards'),
  ACCOUNTS_CLOUDLIB_URL: serviceUrl('cloudlib', 'cloudlib'),
  ACCOUNTS_AI_URL: serviceUrl('ai-proxy', 'ai-proxy'),
  ACCOUNTS_APP_ID: withDefault({
    kind: matching(/^[^:\s]+$/, 'an id without `:` or spaces'),
    default: 'website',
    readBy: ['site'],
    doc: 'The site’s application id at the provider (the stand-in seeds `website`).',
  }),
  ACCOUNTS_APP_SECRET: withDefault({
    kind: text('secret'),
    default: 'website-secret',
    secret: true,
    readBy: ['site'],
    doc: 'The application’s secret (the stand-in seeds `website-secret`).',
  }),
  ACCOUNTS_COOKIE_DOMAIN: optional({
    kind: matching(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'a domain like .example.com'),
    readBy: ['site'],
    unset: 'this host only',
    example: '.example.com',
    doc: 'Parent domain of the token cookies, shared with the provider’s other sites.',
  }),
  ACCOUNTS_TOKEN_ROTATION: withDefault({
    kind: onOff,
    default: true,
    readBy: ['site'],
    doc: '`off` renews with the v1 refresh call (no rotation): only for several instances without `REDIS_URL`.',
  }),
  ACCOUNTS_ROTATION_ALIAS_MS: withDefault({
    kind: millis(0, 60_000),
    default: 10_000,
    readBy: ['site'],
    doc: 'How long a rotated-away refresh token still leads to its session (decision 051).',
  }),
  ACCOUNTS_HEADER_BUDGET_MS: withDefault({
    kind: millis(0, 60_000),
    default: 1000,
    readBy: ['site'],
    doc: 'How long a page’s header waits for the customer’s name before it shows “Your account” (decision 052), and an account screen for its notifications before it goes out without them (decision 278).',
  }),
  ACCOUNTS_CALL_BUDGET_MS: withDefault({
    kind: millis(0, 60_000),
    default: 3000,
    readBy: ['site'],
    doc: 'How long an account screen’s reads and `/api/notifications` wait for an account service before they answer without it (decision 214).',
  }),
  ATTEMPTS_PER_ADDRESS: withDefault({
    kind: count(1, 1_000_000),
    default: 30,
    readBy: ['site'],
    doc: 'Tries of each guarded step (sign-in return, sign-up, password, voucher, preview secret) per client address in 15 minutes from browsers the site has not met yet (decisions 212, 216). Raise it only where many new browsers share one address on purpose, like the end-to-end suite on 127.0.0.1.',
  }),
}

export const scale = {
  REDIS_URL: optional({
    kind: url(['redis:', 'rediss:'], { query: true }),
    secret: true,
    readBy: ['site', 'start'],
    unset: 'everything stays in the process (one instance)',
    example: 'redis://127.0.0.1:6379',
    doc: 'The same on every instance: HTML cache entries, publish invalidation and the renewal single flight are shared (docs/scaling.md).',
  }),
  REDIS_PREFIX: withDefault({
    kind: text(),
    default: 'site:',
    readBy: ['site'],
    doc: 'Put before every Redis key and channel, when the Redis serves other software too.',
  }),
}

export const operations = {
  LOG_LEVEL: withDefault({
    kind: oneOf(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']),
    default: 'info',
    readBy: ['site'],
    doc: 'Least severe log line written; `info` writes one line per request (docs/operations.md).',
  }),
  LOG_FORMAT: withDefault({
    kind: oneOf(['auto', 'json', 'pretty']),
    default: 'auto',
    readBy: ['site', 'start'],
    doc: '`json`: one JSON object per line; `pretty`: short coloured lines; `auto`: pretty in a terminal, else JSON.',
  }),
  OPS_ALLOW: withDefault({
    kind: list(addressRange, 'IP addresses or ranges'),
    default: ['127.0.0.1', '::1'],
    readBy: ['site'],
    doc: 'Who may read `/metrics`, `/healthz` and `/readyz` (others get 404); `*` for everyone.',
  }),
  OPS_TOKEN: optional({
    kind: matching(/^\S{16,}$/, 'at least 16 characters, no spaces'),
    secret: true,
    readBy: ['site'],
    unset: 'only `OPS_ALLOW` decides',
    doc: 'A request with `Authorization: Bearer <token>` may read those endpoints from anywhere.',
  }),
  SHUTDOWN_GRACE_MS: withDefault({
    kind: millis(0, 60_000),
    default: 3000,
    readBy: ['site', 'start'],
    doc: 'On SIGTERM the site stops listening at once and gives requests in flight this long to finish.',
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional({
    kind: url(http),
    readBy: ['site'],
    unset: 'no traces (no cost)',
    example: 'http://127.0.0.1:4318',
    doc: 'OpenTelemetry collector (OTLP/HTTP): spans go to `<endpoint>/v1/traces`.',
  }),
  OTEL_SERVICE_NAME: withDefault({
    kind: matching(/^[\w.-]{1,100}$/, 'letters, digits, `.`, `_` or `-`'),
    default: 'pulsewave-site',
    readBy: ['site'],
    doc: 'The `service.name` of exported spans.',
  }),
}

export const processes = {
  ENV_FILE: withDefault({
    kind: text('file path'),
    default: '.env',
    readBy: ['start', 'site'],
    doc: 'File of settings read at start (environment variables win); set it empty to read none.',
  }),
  DATA_DIR: optional({
    kind: text('folder'),
    readBy: ['start', 'accounts stand-in', 'content stand-in'],
    unset: '`.data`; a stand-in run alone: `.data/<its name>`',
    example: '.data',
    doc: 'Where the stand-ins keep their data, one sub-folder each (a stand-in run alone: its own folder).',
  }),
  CONTENT_SANDBOX_PORT: withDefault({
    kind: port,
    default: 3333,
    readBy: ['start'],
    doc: 'Port of the content stand-in.',
  }),
  ACCOUNTS_SANDBOX_PORT: withDefault({
    kind: port,
    default: 3334,
    readBy: ['start', 'site'],
    doc: 'Port of the accounts stand-in.',
  }),
  STORE_SANDBOX_PORT: withDefault({
    kind: port,
    default: 3335,
    readBy: ['start'],
    doc: 'Port of the store stand-in (its checkout page).',
  }),
  STUDIO_PORT: withDefault({
    kind: port,
    default: 3336,
    readBy: ['start'],
    doc: 'Port of the local Sanity Studio `npm start` serves against the content stand-in (docs/editing.md).',
  }),
  SITE_INSTANCES: withDefault({
    kind: count(1, 16),
    default: 2,
    readBy: ['start'],
    doc: 'How many site instances `npm run start:cluster` runs.',
  }),
  SITE_INSTANCE_PORT: optional({
    kind: port,
    readBy: ['start'],
    unset: '`PORT` + 1 (any free ports when `PORT` is 0)',
    example: '3001',
    doc: 'Port of the cluster’s first instance; the next ones count up from it.',
  }),
  REDIS_PORT: withDefault({
    kind: port,
    default: 6379,
    readBy: ['start'],
    doc: 'Port of the `redis-server` that `npm run start:cluster` starts when `REDIS_URL` is unset.',
  }),
}

export const standIns = {
  ACCOUNTS_SANDBOX_SITE_URL: optional({
    kind: url(http, { origin: true }),
    readBy: ['accounts stand-in'],
    unset: 'the first of `ACCOUNTS_ALLOWED_ORIGINS`, else `http://localhost:3000`',
    example: 'http://localhost:3000',
    doc: 'The site the provider links to (referral links); `npm start` sets the site’s own address.',
  }),
  ACCOUNTS_ACCESS_TOKEN_TTL: withDefault({
    kind: seconds(1, 86_400),
    default: 3600,
    readBy: ['accounts stand-in'],
    doc: 'Access-token lifetime.',
  }),
  ACCOUNTS_REFRESH_TOKEN_TTL: withDefault({
    kind: seconds(1, 10 * 365 * 86_400),
    default: 31_536_000,
    readBy: ['accounts stand-in'],
    doc: 'Refresh-token lifetime.',
  }),
  ACCOUNTS_PASSWORD_REENTRY_WINDOW: withDefault({
    kind: seconds(1, 86_400),
    default: 600,
    readBy: ['accounts stand-in'],
    doc: 'Seconds after typing the password during which deleting the account or changing the email is allowed (else 401/2011).',
  }),
  ACCOUNTS_ALLOWED_ORIGINS: withDefault({
    kind: list(url(http, { origin: true }), 'origins'),
    default: [],
    readBy: ['accounts stand-in'],
    example: 'https://www.example.com',
    doc: 'Origins besides loopback hosts allowed as sign-in return and logout continue addresses.',
  }),
  ACCOUNTS_SANDBOX_ADMIN: withDefault({
    kind: onOff,
    default: true,
    readBy: ['accounts stand-in'],
    doc: '`off` disables the test endpoints `/__sandbox/*` (fault injection, stats, outbox).',
  }),
  ACCOUNTS_AI_DELAY_MS: withDefault({
    kind: millis(0, 600_000),
    default: 3000,
    readBy: ['accounts stand-in'],
    doc: 'How long an AI image generation takes.',
  }),
  CONTENT_SANDBOX_TOKEN: withDefault({
    kind: matching(/^[\x21-\x7e]{8,}$/, 'at least 8 printable characters, no spaces'),
    default: 'sandbox-editor-token',
    secret: true,
    readBy: ['content stand-in', 'start'],
    doc: 'Editor token of the content stand-in (reads drafts, mutates); the site gets it as `SANITY_READ_TOKEN`.',
  }),
  CONTENT_SEED_DIR: withDefault({
    kind: text('folder'),
    default: 'sandbox/content/seed',
    readBy: ['content stand-in'],
    doc: 'Folder of `<dataset>.ndjson` files and `assets/` loaded when the stand-in’s database is empty.',
  }),
}

const testCustomer = (needs: string) =>
  optional({
    kind: matching(/^[^:\s]+@[^:\s]+:.+$/, 'email:password'),
    secret: true,
    readBy: ['tests'],
    unset: 'the paths that need it are not run',
    example: 'someone@example.com:their-password',
    doc: `\`npm run test:paths\` against a deployment: a test customer with ${needs} (docs/testing.md).`,
  })

export const tests = {
  CHROMIUM_PATH: withDefault({
    kind: text('file path'),
    default: '/usr/bin/chromium',
    readBy: ['tests'],
    doc: 'The Chromium the end-to-end tests and Lighthouse drive.',
  }),
  PROMETHEUS_PATH: withDefault({
    kind: text('file path'),
    default: 'prometheus',
    readBy: ['tests'],
    doc: 'The Prometheus server the metrics test starts (Debian’s `prometheus`, installed by `.ci/run`).',
  }),
  LIGHTHOUSE_PATHS: withDefault({
    kind: list(text(), 'paths'),
    default: [],
    readBy: ['tests'],
    example: '/,/studio',
    doc: '`npm run bench -- lighthouse` audits only these paths (default: one per page type).',
  }),
  LIGHTHOUSE_RUNS: withDefault({
    kind: count(1, 9),
    default: 3,
    readBy: ['tests'],
    doc: 'Lighthouse runs per path in `npm run bench -- lighthouse`; the scores are those of the median run, chosen as Lighthouse itself chooses it (decision 295).',
  }),
  MAIN_THREAD_PATHS: withDefault({
    kind: list(text(), 'paths'),
    default: [],
    readBy: ['tests'],
    example: '/,/studio',
    doc: '`npm run bench -- main-thread` traces only these paths (default: five content pages, one with a video).',
  }),
  LIGHTHOUSE_KEEP: optional({
    kind: text('folder'),
    readBy: ['tests'],
    unset: 'reports are not kept',
    example: 'reports/lighthouse',
    doc: 'Folder where the Lighthouse bench keeps each full report.',
  }),
  MODEL_PATHS: optional({
    kind: oneOf(['transitions']),
    readBy: ['tests'],
    internal: true,
    unset: 'every path of every model',
    doc: 'The mutation run (`npm run test:mutation`) replays one shortest path per transition.',
  }),
  TEST_PATHS_BASE_URL: optional({
    kind: url(http),
    readBy: ['tests'],
    internal: true,
    doc: '`npm run test:paths`: the deployment its browser paths run against (from `--base-url`).',
  }),
  TEST_PATHS_MACHINES: optional({
    kind: text('comma-separated machine names'),
    readBy: ['tests'],
    internal: true,
    doc: '`npm run test:paths`: the machines whose paths run.',
  }),
  TEST_PATHS_SUBSCRIBER: testCustomer('an active subscription with a plan to change to'),
  TEST_PATHS_PAST_DUE: testCustomer('a past-due subscription and a second, working card'),
  TEST_PATHS_VOUCHER_HOLDER: testCustomer('an unredeemed voucher'),
  TEST_PATHS_CUSTOMER: testCustomer('any account'),
  TEST_PATHS_PREVIEW_SECRET: optional({
    // The rule PREVIEW_SECRET itself follows: a value it refuses cannot be the deployment's.
    kind: matching(/^\S{12,}$/, 'the deployment’s PREVIEW_SECRET: at least 12 characters, no spaces'),
    secret: true,
    readBy: ['tests'],
    unset: 'the preview paths are not run',
    doc: '`npm run test:paths -- previewListening` against a deployment: its preview secret, which turns preview mode on.',
  }),
  PLAIN_BODY: optional({
    kind: text('file path'),
    readBy: ['tests'],
    internal: true,
    doc: 'The cache bench’s baseline server: the file it serves.',
  }),
  PLAIN_HEADERS: optional({
    kind: text('JSON'),
    readBy: ['tests'],
    internal: true,
    doc: 'The cache bench’s baseline server: the headers it sends.',
  }),
}

export const groups: ReadonlyArray<Group> = [
  { title: 'Site', intro: 'The site’s own settings (docs/site.md).', variables: site },
  {
    title: 'Content service',
    intro: 'Sanity (docs/content-model.md). Unset, `npm start` runs the content stand-in and sets these.',
    variables: content,
  },
  {
    title: 'Account services',
    intro: 'The provider’s nine services and the sign-in (docs/identity.md, docs/account.md).',
    variables: accounts,
  },
  { title: 'Several instances', intro: 'Redis (docs/scaling.md).', variables: scale },
  {
    title: 'Operations',
    intro: 'Logs, metrics, health, traces and shutdown (docs/operations.md).',
    variables: operations,
  },
  { title: 'Processes', intro: '`npm start` and `npm run start:cluster`.', variables: processes },
  {
    title: 'Stand-ins',
    intro: 'The local accounts and content stand-ins (docs/accounts-sandbox.md, docs/content-sandbox.md).',
    variables: standIns,
  },
  { title: 'Tests and benchmarks', intro: 'Only the test suites and benches read these.', variables: tests },
]

export const variables = {
  ...site,
  ...content,
  ...accounts,
  ...scale,
  ...operations,
  ...processes,
  ...standIns,
  ...tests,
}
