import { siteName } from '../../models/site.ts'

/** The brand mark: five equaliser bars; `animated` makes them pulse (the not-found page's logo animation). */
export function Logo({ animated = false, size = 28 }: { animated?: boolean; size?: number }) {
  const bars = [10, 18, 26, 18, 10]
  return (
    <svg
      className={animated ? 'logo logo--animated' : 'logo'}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role="img"
      aria-label={`${siteName} logo`}
    >
      {bars.map((h, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative bars
          key={i}
          className="logo__bar"
          x={2 + i * 6}
          y={(32 - h) / 2}
          width="4"
          height={h}
          rx="2"
        />
      ))}
    </svg>
  )
}
