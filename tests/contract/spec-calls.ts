/**
 * The account-service calls of the specification's "Calls made" section, one entry per method and
 * path (a line naming "GET and POST" is two calls). `{me}` is /api/v1/me, or /api/v1/users/{userId}
 * when a call is made for another customer. The contract table (docs/contract.md) lists each of them
 * with the client method that makes it and the code that calls that method.
 *
 * `why` names the decision that says why the site never makes a call.
 */
export interface SpecCall {
  readonly service: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly path: string
  readonly why?: string
  /** The client method that makes this call too, with other arguments (the v1 refresh). */
  readonly via?: string
}

const calls = (
  service: string,
  lines: ReadonlyArray<string>,
  extra: Record<string, Partial<SpecCall>> = {},
) =>
  lines.map((line): SpecCall => {
    const [method, path] = line.split(' ') as [SpecCall['method'], string]
    return { service, method, path, ...extra[line] }
  })

export const specCalls: ReadonlyArray<SpecCall> = [
  ...calls(
    'identity',
    [
      'POST /api/v1/tokens/exchange',
      'POST /api/v2/tokens/refresh',
      'POST /api/v1/tokens/refresh',
      'GET {me}',
      'POST /api/v1/login',
      'POST /api/v1/me/logout',
      'POST /api/v1/users',
      'DELETE {me}',
      'POST {me}/sendverifyemailaddress',
      'PUT /api/v1/users/{userId}',
      'GET /api/v1/users',
    ],
    { 'POST /api/v1/tokens/refresh': { via: 'identity.refreshTokens' } },
  ),
  ...calls('license', [
    'GET {me}/licenses',
    'GET /api/v1/products/types/{id}',
    'GET /api/v1/products/types',
    'GET {me}/products',
    'POST {me}/products',
    'PUT {me}/products/{productId}',
    'POST {me}/licenses/authorizations',
    'PUT {me}/licenses/authorizations/{authorizationId}',
  ]),
  ...calls('ecom', [
    'GET {me}/subscriptions',
    'GET {me}/orders',
    'GET /api/v1/catalog/products',
    'GET {me}/paymentmethods',
    'POST {me}/paymentmethods',
    'PUT {me}/paymentmethods/{token}',
    'DELETE {me}/paymentmethods/{token}',
    'POST /api/v1/paymentgateway/token',
    'PUT {me}/subscriptions/{id}',
    'DELETE {me}/subscriptions/{id}',
    'POST {me}/subscriptions/{id}/planchanges',
    'PUT {me}/subscriptions/{id}/planchanges/{changeId}',
    'POST {me}/subscriptions/{id}/retrycharge',
    'GET {me}/orders/{orderId}/invoices/{invoiceId}',
    'GET {me}/vouchers',
    'POST {me}/vouchers',
    'PUT {me}/vouchers/{id}',
    'GET {me}/recommendations',
  ]),
  ...calls('profile', [
    'GET {me}',
    'PUT {me}',
    'POST {me}/fileuploadurl',
    'PUT {me}/avatar',
    'DELETE {me}/avatar',
    'GET /api/v1/betaprograms',
    'GET {me}/betaprograms',
    'POST {me}/betaprograms',
    'DELETE {me}/betaprograms/{id}',
    'POST {me}/betaprograms/validateall',
    'POST {me}/survey',
    'GET /api/v1/allowtracking',
    'GET {me}/partnerpromotions',
    'POST /api/v1/partnerpromotions/code',
    'GET /api/v1/users',
  ]),
  ...calls(
    'notifications',
    [
      'GET /api/v2/campaigns',
      'POST /api/v2/campaigns',
      'PUT /api/v2/campaigns/{id}',
      'GET /api/v2/notifications',
      'POST /api/v2/notifications',
      'PUT /api/v2/notifications/{id}',
      'POST /api/v2/notifications/{id}',
      'GET /api/v2/me/notifications',
      'POST /api/v2/notifications/{id}/hosts',
      'PUT /api/v2/notifications/{id}/hosts/{hostId}',
      'DELETE /api/v2/notifications/{id}/hosts/{hostId}',
      'PUT /api/v2/notifications/{id}/content/{language}',
      'GET /api/v2/templates',
      'GET /api/v2/testusers',
      'POST /api/v2/testusers',
      'DELETE /api/v2/testusers/{userId}',
      'GET /api/v1/notifications',
    ],
    {
      'GET /api/v1/notifications': {
        why: "decision 258 (the v2 call gives the same anonymous items, and a signed-in customer's too)",
      },
    },
  ),
  ...calls('da', [
    'GET /api/v1/assets',
    'POST /api/v1/assets/{assetId}/resources/{resourceId}/download',
    'POST /api/v1/resources/{id}/download',
    'POST /api/v1/resources/{id}/download-email',
    'GET /api/v1/me/log/downloads/applicationinstaller',
    'POST /api/v1/download/applicationinstaller/{app}/{version}/{os}',
  ]),
  ...calls('rewards', [
    'GET {me}/rewards',
    'GET /api/v1/referralcampaigns',
    'GET /api/v1/referralcampaigns/{id}',
    'GET {me}/referralcampaign/{id}',
    'GET /api/v1/referralcode/{code}/referee/{userId}',
    'POST /api/v1/referralcode/{code}/log',
  ]),
  ...calls('cloudlib', ['GET {me}/files/{fileId}']),
  ...calls('ai-proxy', ['POST /api/v1/images/generate', 'GET /api/v1/provider/{provider}/status']),
]
