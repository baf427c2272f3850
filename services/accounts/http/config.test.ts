import { describe, expect, it } from 'vitest'
import { serviceVariable } from '../../../models/accounts/services.ts'
import { accountsSettingsFromEnv, serviceNames } from './config.ts'

describe('accountsSettingsFromEnv', () => {
  it('points every service at the local stand-in when nothing is set', () => {
    const settings = accountsSettingsFromEnv({ ACCOUNTS_SANDBOX_PORT: '4000' })
    expect(settings.baseUrls.identity).toBe('http://127.0.0.1:4000/identity')
    expect(settings.baseUrls['ai-proxy']).toBe('http://127.0.0.1:4000/ai-proxy')
    expect([settings.appId, settings.appSecret, settings.onServer]).toEqual([
      'website',
      'website-secret',
      true,
    ])
  })

  it('takes one base URL per service, without a trailing slash', () => {
    const env = Object.fromEntries(
      serviceNames.map((name) => [serviceVariable(name), `https://${name}.example.com/`]),
    )
    const settings = accountsSettingsFromEnv({ ...env, ACCOUNTS_APP_ID: 'web', ACCOUNTS_APP_SECRET: 's3' })
    for (const name of serviceNames) expect(settings.baseUrls[name]).toBe(`https://${name}.example.com`)
    expect([settings.appId, settings.appSecret]).toEqual(['web', 's3'])
  })

  it('requires every URL and the app credentials once ACCOUNTS_IDENTITY_URL points at the real services', () => {
    expect(() => accountsSettingsFromEnv({ ACCOUNTS_IDENTITY_URL: 'https://id.example.com' })).toThrowError(
      /ACCOUNTS_LICENSE_URL: required[\s\S]*ACCOUNTS_AI_URL: required[\s\S]*ACCOUNTS_APP_SECRET: required/,
    )
  })

  it('refuses bad values with one message naming every variable', () => {
    expect(() =>
      accountsSettingsFromEnv({
        ...Object.fromEntries(serviceNames.map((name) => [serviceVariable(name), `https://${name}.test`])),
        ACCOUNTS_APP_SECRET: 's',
        ACCOUNTS_IDENTITY_URL: 'id.example.com',
        ACCOUNTS_ECOM_URL: 'ftp://ecom.example.com',
        ACCOUNTS_DA_URL: 'https://da.example.com/?x=1',
        ACCOUNTS_APP_ID: 'a:b',
      }),
    ).toThrowError(
      /ACCOUNTS_IDENTITY_URL "id.example.com": must be a URL[\s\S]*ACCOUNTS_ECOM_URL "ftp:\/\/ecom.example.com": must be an http:\/\/[\s\S]*ACCOUNTS_DA_URL "[^"]+": must not carry[\s\S]*ACCOUNTS_APP_ID/,
    )
  })
})
