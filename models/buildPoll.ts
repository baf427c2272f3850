/** Build-update polling configuration (spec §9 leaves the interval open; docs/decisions/040). */

/** Five minutes: a deploy reaches open tabs within one coffee, at one tiny request per tab. */
export const defaultBuildPollIntervalMs = 300_000
