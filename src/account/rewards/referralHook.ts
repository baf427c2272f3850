/**
 * For src/server.ts: a page request with `?referral_code=` is answered before routing (the visit is
 * logged, the code kept, the address cleaned); anything else goes on. The work loads lazily, so the
 * server entry stays small.
 */
export async function withReferralVisit(
  request: Request,
  next: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  if (!new URL(request.url).searchParams.has('referral_code')) return next(request)
  const [{ referralVisit }, { accountPlatform }] = await Promise.all([
    import('./referral.server.ts'),
    import('../../identity/runtime.server.ts'),
  ])
  return (await referralVisit(accountPlatform, request)) ?? next(request)
}
