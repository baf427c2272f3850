/** Build-update polling configuration (spec §9 leaves the interval open; docs/decisions/040). */

/** Five minutes: a deploy reaches open tabs within one coffee, at one tiny request per tab. */
export const defaultBuildPollIntervalMs = 300_000

/** Smallest accepted interval: tests poll fast, nobody should poll faster. */
export const minBuildPollIntervalMs = 100

/** Reads `BUILD_POLL_INTERVAL_MS`; throws a clear error for anything but an integer ≥ 100. */
export function readBuildPollInterval(raw: string | undefined): number {
  if (raw === undefined || raw === '') return defaultBuildPollIntervalMs
  const value = Number(raw)
  if (!Number.isInteger(value) || value < minBuildPollIntervalMs) {
    throw new Error(
      `BUILD_POLL_INTERVAL_MS must be an integer number of milliseconds ≥ ${minBuildPollIntervalMs}, got '${raw}'`,
    )
  }
  return value
}
