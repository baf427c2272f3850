/**
 * The provider's nine account services (spec §7) as the stand-in serves them: each under its name as a
 * path prefix (decision 007), found by the site through the variable named here, which site-env.ts
 * fills in. The stand-in's own list; tests/integration checks it against the site's configuration.
 */
const variables = {
  identity: 'ACCOUNTS_IDENTITY_URL',
  license: 'ACCOUNTS_LICENSE_URL',
  ecom: 'ACCOUNTS_ECOM_URL',
  profile: 'ACCOUNTS_PROFILE_URL',
  notifications: 'ACCOUNTS_NOTIFICATIONS_URL',
  da: 'ACCOUNTS_DA_URL',
  rewards: 'ACCOUNTS_REWARDS_URL',
  cloudlib: 'ACCOUNTS_CLOUDLIB_URL',
  'ai-proxy': 'ACCOUNTS_AI_URL',
} as const

export type ServiceName = keyof typeof variables

export const serviceNames = Object.keys(variables) as ReadonlyArray<ServiceName>

export const serviceVariable = (name: ServiceName): string => variables[name]

export const isServiceName = (name: string): name is ServiceName => Object.hasOwn(variables, name)
