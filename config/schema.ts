/**
 * How a variable is declared: its kind, its default, who reads it and what it means. The variables
 * themselves are in variables.ts; .env.example and the README's table are generated from them
 * (docs.ts), so the docs and the checks cannot drift apart (docs/decisions/220).
 */
import type { Kind } from './kinds.ts'

/** Which process reads a variable; start-up checks the parts it is about to run. */
export type Part =
  | 'site'
  | 'build'
  | 'start'
  | 'accounts stand-in'
  | 'content stand-in'
  | 'store stand-in'
  | 'tests'

export interface Spec<T> {
  readonly kind: Kind<T>
  /** One or two sentences: what it changes, in a deployer's words. */
  readonly doc: string
  readonly readBy: ReadonlyArray<Part>
  /** The value when unset or empty. */
  readonly default?: T
  /** Said in the docs when there is no plain default ("the request's origin"). */
  readonly unset?: string
  /** A value to show in .env.example when there is no default. */
  readonly example?: string
  /** Never echoed in a problem line. */
  readonly secret?: boolean
  /** Set by the project for its own child processes; documented, not for you to set. */
  readonly internal?: boolean
}

/** `V` is what a read returns: the kind's type, or undefined too when there is no default. */
export interface Variable<T, V> extends Spec<T> {
  readonly phantom?: (value: V) => V
}

export const withDefault = <T>(
  spec: Omit<Spec<T>, 'default'> & { readonly default: NoInfer<T> },
): Variable<T, T> => spec
export const optional = <T>(spec: Spec<T> & { readonly default?: undefined }): Variable<T, T | undefined> =>
  spec

// biome-ignore lint/suspicious/noExplicitAny: a group holds variables of every kind
export type AnyVariable = Variable<any, any>

export interface Group {
  readonly title: string
  readonly intro: string
  readonly variables: Readonly<Record<string, AnyVariable>>
}
