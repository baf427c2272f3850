/**
 * The provider's nine account services (spec §7), listed once for the site and the stand-in: the name
 * each goes by (the stand-in's path prefix too), and the variable that holds its base URL
 * (docs/decisions/007). The name follows the service's host name: `ai-proxy.`, `cloudlib.`, ….
 */
export const accountServices = [
  { name: 'identity', variable: 'ACCOUNTS_IDENTITY_URL' },
  { name: 'license', variable: 'ACCOUNTS_LICENSE_URL' },
  { name: 'ecom', variable: 'ACCOUNTS_ECOM_URL' },
  { name: 'profile', variable: 'ACCOUNTS_PROFILE_URL' },
  { name: 'notifications', variable: 'ACCOUNTS_NOTIFICATIONS_URL' },
  { name: 'da', variable: 'ACCOUNTS_DA_URL' },
  { name: 'rewards', variable: 'ACCOUNTS_REWARDS_URL' },
  { name: 'cloudlib', variable: 'ACCOUNTS_CLOUDLIB_URL' },
  { name: 'ai-proxy', variable: 'ACCOUNTS_AI_URL' },
] as const

export type ServiceName = (typeof accountServices)[number]['name']

export const serviceNames: ReadonlyArray<ServiceName> = accountServices.map((s) => s.name)

export const serviceVariable = (name: ServiceName): string =>
  accountServices.find((s) => s.name === name)!.variable

export const isServiceName = (name: string): name is ServiceName =>
  (serviceNames as ReadonlyArray<string>).includes(name)
