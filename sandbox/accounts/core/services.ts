/** The provider's nine account services, by the path prefix each has on the stand-in (decision 007). */
export const serviceNames = [
  'identity',
  'license',
  'ecom',
  'profile',
  'notifications',
  'da',
  'rewards',
  'cloudlib',
  'ai-proxy',
] as const

export type ServiceName = (typeof serviceNames)[number]

/** The environment variable of each service's base URL, as the site reads them (decision 007). */
export const serviceUrlVariables: Readonly<Record<ServiceName, string>> = {
  identity: 'ACCOUNTS_IDENTITY_URL',
  license: 'ACCOUNTS_LICENSE_URL',
  ecom: 'ACCOUNTS_ECOM_URL',
  profile: 'ACCOUNTS_PROFILE_URL',
  notifications: 'ACCOUNTS_NOTIFICATIONS_URL',
  da: 'ACCOUNTS_DA_URL',
  rewards: 'ACCOUNTS_REWARDS_URL',
  cloudlib: 'ACCOUNTS_CLOUDLIB_URL',
  'ai-proxy': 'ACCOUNTS_AI_URL',
}

export const isServiceName = (name: string): name is ServiceName =>
  (serviceNames as ReadonlyArray<string>).includes(name)
