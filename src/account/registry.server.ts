/**
 * The registry of account reads and commands, collected from the areas (src/account/areas.ts): every
 * area's server half is loaded once, on the server. Nothing imports back into it: areas build on the kit's
 * leaf modules (src/account/kit/). The names and their types, for the browser, are in src/account/names.ts. Also the two JSON endpoints (`GET /api/account/read/$name`,
 * `POST /api/account/command/$name`) and the read runner server rendering uses (src/account/reads.ts).
 */

import type { AccountRead } from '../../models/accounts/result.ts'
import { failureToParam } from '../../models/accounts/result.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'
import { attemptOf } from '../security/attempts.server.ts'
import { tooLate, withinBudget } from '../security/budget.ts'
import { accountAreas } from './areas.ts'
import { accountPost, answerOf, type Handled } from './kit/answer.server.ts'
import type { AnyCommand } from './kit/command.server.ts'
import { type AccountContext, accountContext } from './kit/context.server.ts'
import { queryParams } from './kit/query.ts'
import type { AnyRead, ReadAnswer } from './kit/read.server.ts'
import type { ReadName, ReadQueryOf, ReadValue } from './names.ts'

/** One map per kind; two areas declaring the same name is a mistake, refused when the server starts. */
function collect<T>(kind: string, maps: ReadonlyArray<Readonly<Record<string, T>>>): ReadonlyMap<string, T> {
  const all = new Map<string, T>()
  for (const map of maps) {
    for (const [name, entry] of Object.entries(map)) {
      if (all.has(name)) throw new Error(`Two account areas declare the ${kind} "${name}"`)
      all.set(name, entry)
    }
  }
  return all
}

const servers: ReadonlyArray<{
  reads: Readonly<Record<string, AnyRead>>
  commands: Readonly<Record<string, AnyCommand>>
}> = await Promise.all(accountAreas.map((area) => area.server()))
const reads = collect(
  'read',
  servers.map((server) => server.reads),
)
const commands = collect(
  'command',
  servers.map((server) => server.commands),
)

export const readNames = (): ReadonlyArray<string> => [...reads.keys()]
export const commandNames = (): ReadonlyArray<string> => [...commands.keys()]

/**
 * A read that outlasts the call budget answers as a timed-out read (the screen says the service is
 * slow and offers a retry) instead of holding the page until the HTTP client gives up. Renewed cookies
 * of a late answer are not sent: the registry's alias keeps the sent tokens working meanwhile.
 */
async function readWithinBudget(
  platform: AccountPlatform,
  name: string,
  work: Promise<ReadAnswer<unknown>>,
): Promise<ReadAnswer<unknown>> {
  if (name === 'session') return work
  const answer = await withinBudget(work, platform.callBudgetMs)
  if (answer !== tooLate) return answer
  console.warn(`[account] read ${name} passed its ${platform.callBudgetMs} ms budget`)
  const late: AccountRead<never> = { status: 'signedIn', ok: false, failure: { _tag: 'RequestTimeout' } }
  return { value: late }
}

/** Runs a read; the cookies to send are the outcome's (delivered: the response will carry them). */
export async function runRead<N extends ReadName>(
  platform: AccountPlatform,
  request: Request,
  name: N,
  query: ReadQueryOf<N>,
): Promise<{ value: ReadValue<N>; cookies: ReadonlyArray<string> }> {
  const def = reads.get(name) as AnyRead
  // The read's own check applies to every caller: a route's query is only as strict as the route.
  const checked = def.query(queryParams(query))
  // Within the call budget (decision 214); the header's read keeps its own, shorter one.
  const answer = (await readWithinBudget(
    platform,
    name,
    def.run(accountContext(platform, request), checked as never),
  )) as ReadAnswer<ReadValue<N>>
  answer.outcome?.deliver()
  return { value: answer.value, cookies: answer.outcome?.cookies ?? [] }
}

/** `GET /api/account/read/$name?…`: the read's answer as JSON, never cached by anyone but the customer. */
export async function readResponse(
  platform: AccountPlatform,
  request: Request,
  name: string,
): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'private, no-store' })
  const def = reads.get(name)
  if (!def) {
    return new Response(JSON.stringify({ error: `No account read named "${name}"` }), {
      status: 404,
      headers,
    })
  }
  const answer = await readWithinBudget(
    platform,
    name,
    def.run(accountContext(platform, request), def.query(new URL(request.url).searchParams) as never),
  )
  answer.outcome?.deliver()
  for (const cookie of answer.outcome?.cookies ?? []) headers.append('set-cookie', cookie)
  return new Response(JSON.stringify(answer.value), { status: 200, headers })
}

async function runCommand(
  command: AnyCommand,
  name: string,
  form: FormData,
  context: AccountContext,
): Promise<Handled> {
  const parsed = command.parse(form)
  if (!parsed.ok) return { answer: { kind: 'refused', failure: parsed.failure } }
  const { platform, request } = context
  // Counted before the call, so parallel guesses get no more answers than the limit (decision 212).
  const attempt = command.attempts
    ? await attemptOf(platform.attempts, platform.site, request, command.attempts, { session: true })
    : undefined
  if (attempt?.refusedFor !== undefined) {
    return {
      answer: {
        kind: 'problem',
        failure: { _tag: 'TooManyAttempts', retryAfterSeconds: attempt.refusedFor },
      },
      cookies: attempt.cookies,
    }
  }
  const outcome = await context.customer(command.call(parsed.input as never, context))
  if (outcome.signedIn && outcome.result.ok) await attempt?.succeeded()
  const handled = answerOf(outcome, (value) => {
    const reply = command.reply ? command.reply(value as never) : undefined
    return { kind: 'done', done: name, value: reply, location: command.doneAt?.(reply as never, context) }
  })
  return { ...handled, cookies: attempt?.cookies ?? [] }
}

/** `POST /api/account/command/$name`: a form without JavaScript, or the area's machine (JSON). */
export function commandResponse(
  platform: AccountPlatform,
  request: Request,
  name: string,
): Promise<Response> {
  const command = commands.get(name)
  if (!command) return Promise.resolve(new Response(`No account command named "${name}"`, { status: 404 }))
  return accountPost(platform, request, command.back, (form) =>
    runCommand(command, name, form, accountContext(platform, request)),
  )
}

export { failureToParam }
