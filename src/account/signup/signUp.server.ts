/**
 * Creating an account (spec §7 identity): `POST users` and `POST login` with the app's credentials on
 * the server, then the same cookies as the PKCE sign-in, so the new customer lands signed in. A visitor
 * who came by a referral link is then logged as that code's referee and told whether the incentive is
 * theirs (the referee check). Plain forms: no JavaScript, same-site only, 303 answers.
 */
import { Effect, Exit } from 'effect'
import { type TrialProduct, trialDestination, trialProduct } from '../../../models/trial.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import { cookieSettings, isSameSite } from '../../identity/context.server.ts'
import { tokenCookies } from '../../identity/cookies.ts'
import { failureOf, forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { signInHref } from '../../identity/signInHref.ts'
import { attemptOf } from '../../security/attempts.server.ts'
import { linkReferee, readReferral, referralCookie } from '../rewards/referral.server.ts'
import { checkSignUp, type SignUpProblem, surveyQuestions } from './rules.ts'

const see = (location: string, cookies: ReadonlyArray<string> = []) => {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(null, { status: 303, headers })
}
/** The trial a sign-up started (decision 181), kept through each step's address. */
const trialQuery = (trial: TrialProduct | undefined) => (trial ? `&trial=${encodeURIComponent(trial)}` : '')
const refused = (problem: SignUpProblem, trial?: TrialProduct, cookies: ReadonlyArray<string> = []) =>
  see(`/sign-up?problem=${problem}${trialQuery(trial)}`, cookies)
const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function problemOf(failure: { _tag: string; status?: number; code?: number }): SignUpProblem {
  if (failure.status === 409 || failure.code === 1010) return 'taken'
  if (failure.code === 5023) return 'html'
  if (failure.code === 2013) return 'missing'
  if (failure.code === 2012 || failure.code === 1004) return 'invalid'
  return 'unavailable'
}

export async function signUpResponse(platform: AccountPlatform, request: Request): Promise<Response> {
  if (!isSameSite(platform.site, request)) return new Response('Cross-site request refused', { status: 403 })
  const form = await request.formData().catch(() => new FormData())
  const input = {
    email_address: text(form, 'email').trim(),
    password: text(form, 'password'),
    first_name: text(form, 'first_name').trim(),
    last_name: text(form, 'last_name').trim(),
  }
  const trial = trialProduct(text(form, 'trial'))
  const problem = checkSignUp(input)
  if (problem) return refused(problem, trial)
  // Each sign-up that reaches the service counts, per browser (decision 212): no address is probed,
  // and no account made, faster than the limit allows.
  const attempt = await attemptOf(platform.attempts, platform.site, request, 'sign-up')
  if (attempt.refusedFor !== undefined)
    return see(`/sign-up?problem=wait&wait=${attempt.refusedFor}${trialQuery(trial)}`, attempt.cookies)
  const exit = await platform.run(
    Identity.use((identity) =>
      identity.addUser({ ...input, locale: 'en_US' }).pipe(
        Effect.flatMap(() =>
          identity.login({
            email_address: input.email_address,
            password: input.password,
            device_name: 'website',
          }),
        ),
      ),
    ),
  )
  if (Exit.isFailure(exit)) return refused(problemOf(failureOf(exit.cause)), trial, attempt.cookies)
  const { user, tokens } = exit.value
  const settings = cookieSettings(platform.site, request)
  const cookies = [
    ...attempt.cookies,
    ...tokenCookies({ accessToken: tokens.access.token, refreshToken: tokens.refresh.token }, settings),
  ]
  const referral = readReferral(request)
  const welcome = trial ? `?trial=${encodeURIComponent(trial)}` : ''
  if (!referral) return see(`/sign-up/survey${welcome}`, cookies)
  const eligible = await linkReferee(
    platform,
    referral,
    { accessToken: tokens.access.token, userId: 0 },
    user.id,
  )
  return see(
    `/sign-up/survey?referral=${eligible === undefined ? 'unknown' : eligible ? 'eligible' : 'not-eligible'}${trialQuery(trial)}`,
    [...cookies, referralCookie(undefined, settings)],
  )
}

/** `POST {me}/survey` with the answers the customer chose (any may be left out). */
export async function surveyResponse(platform: AccountPlatform, request: Request): Promise<Response> {
  if (!isSameSite(platform.site, request)) return new Response('Cross-site request refused', { status: 403 })
  const form = await request.formData().catch(() => new FormData())
  const trial = trialProduct(text(form, 'trial'))
  // After the questions: the trial's download when sign-up started one, else the account.
  const next = trial ? trialDestination(trial) : '/account?welcome=1'
  const survey: Record<string, string> = {}
  for (const [question, answers] of Object.entries(surveyQuestions)) {
    const answer = text(form, question)
    if ((answers as ReadonlyArray<string>).includes(answer)) survey[question] = answer
  }
  if (Object.keys(survey).length === 0) return see(next)
  const outcome = await forCustomer(
    platform,
    request,
    Profile.use((profile) => profile.sendSurvey(survey)),
  )
  outcome.deliver()
  if (!outcome.signedIn) return see(signInHref(next), outcome.cookies)
  return see(
    outcome.result.ok ? next : `/sign-up/survey?problem=unavailable${trialQuery(trial)}`,
    outcome.cookies,
  )
}
