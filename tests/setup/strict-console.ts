/** A test that logs console.error fails: errors nobody asserted on are bugs hiding in plain sight. */
import { afterEach, beforeEach, expect, vi } from 'vitest'

let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  const logged = errors
  errors = []
  expect(logged, 'console.error was called during the test').toEqual([])
})
