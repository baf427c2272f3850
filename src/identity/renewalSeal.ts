/**
 * How a refresh outcome travels between instances without putting a usable token in Redis: it is
 * found by a hash of the old refresh token and sealed (AES-256-GCM) with a key derived from that same
 * token, so only a request that already carries the old refresh token can read the new pair.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { Cause, Exit } from 'effect'
import type { TokenPair } from '../../models/accounts/identity.ts'
import type { AccountsError } from '../../services/accounts/http/errors.ts'
import * as errors from '../../services/accounts/http/errors.ts'

export type Outcome =
  | { readonly ok: true; readonly pair: TokenPair }
  | { readonly ok: false; readonly error: { readonly _tag: string } & Record<string, unknown> }
  | { readonly ok: false; readonly defect: string }

/** Stored and published: `delivered` is readable by all, the outcome only with the old token. */
export interface Sealed {
  readonly delivered: boolean
  readonly iv: string
  readonly tag: string
  readonly data: string
}

const digest = (purpose: string, token: string) =>
  createHash('sha256').update(`${purpose}\0${token}`).digest()

/** The public name of a renewal: never the token itself. */
export const renewalId = (refreshToken: string): string => digest('renewal-id', refreshToken).toString('hex')

export function seal(outcome: Outcome, refreshToken: string, delivered = false): Sealed {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', digest('renewal-key', refreshToken), iv)
  const data = Buffer.concat([cipher.update(JSON.stringify(outcome), 'utf8'), cipher.final()])
  return {
    delivered,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  }
}

/** The outcome, or undefined when the text is not a seal made with this token. */
export function unseal(text: string, refreshToken: string): { sealed: Sealed; outcome: Outcome } | undefined {
  try {
    const sealed = JSON.parse(text) as Sealed
    const decipher = createDecipheriv(
      'aes-256-gcm',
      digest('renewal-key', refreshToken),
      Buffer.from(sealed.iv, 'base64'),
    )
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'))
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()])
    return { sealed, outcome: JSON.parse(plain.toString('utf8')) as Outcome }
  } catch {
    return undefined
  }
}

export function outcomeOf(exit: Exit.Exit<TokenPair, AccountsError>): Outcome {
  if (Exit.isSuccess(exit)) return { ok: true, pair: exit.value }
  const found = Cause.findErrorOption(exit.cause)
  if (found._tag === 'Some')
    return {
      ok: false,
      // The message of an Error is not an own enumerable field: named so the waiter's error keeps it.
      error: { ...found.value, _tag: found.value._tag, message: found.value.message },
    }
  return { ok: false, defect: Cause.pretty(exit.cause) }
}

const classes = errors as unknown as Record<string, new (fields: Record<string, unknown>) => AccountsError>

export function exitOf(outcome: Outcome): Exit.Exit<TokenPair, AccountsError> {
  if (outcome.ok) return Exit.succeed(outcome.pair)
  if ('defect' in outcome) return Exit.die(new Error(outcome.defect))
  const { _tag, ...fields } = outcome.error
  const ErrorClass = classes[_tag]
  return ErrorClass
    ? Exit.fail(new ErrorClass(fields))
    : Exit.die(new Error(`unknown account error ${_tag} from another instance`))
}
