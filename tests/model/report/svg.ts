/**
 * A laid-out chart as static SVG: no script, one <title> per state and transition for a pointer's
 * tooltip. Colour says the status (green: every runner reached it; amber: some did; red: none), and the
 * same is written as text (marks under each state, a glyph before each event), so nothing depends on
 * colour alone.
 */
import { type ModelCoverage, marksText, runnerNames, type Status, statusOf } from './coverage.ts'
import type { Chart, PlacedEdge, PlacedState } from './layout.ts'

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const glyph: Record<Status, string> = { covered: '✓', partly: '◐', missed: '✗' }

function tooltip(coverage: ModelCoverage, id: string, what: string): string {
  const lines = coverage.runners.map(
    (r) => `${runnerNames[r]}: ${coverage.marks.get(id)?.get(r) ?? 'missed'}`,
  )
  return `<title>${escapeHtml(`${what}\n${lines.join('\n')}`)}</title>`
}

function state(coverage: ModelCoverage, s: PlacedState): string {
  const status = statusOf(coverage, s.id)
  const known = coverage.marks.has(s.id)
  const cls = known ? `state ${status}` : 'state any'
  if (s.compound) {
    return (
      `<g class="${cls} compound">${known ? tooltip(coverage, s.id, `state ${s.id}`) : ''}` +
      `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="12"/>` +
      `<text class="name" x="${s.x + 14}" y="${s.y + 20}">${escapeHtml(s.label)}</text>` +
      (known
        ? `<text class="marks" x="${s.x + s.width - 12}" y="${s.y + 20}" text-anchor="end">${escapeHtml(marksText(coverage, s.id))}</text>`
        : '') +
      '</g>'
    )
  }
  const final =
    s.type === 'final'
      ? `<rect class="inner" x="${s.x + 4}" y="${s.y + 4}" width="${s.width - 8}" height="${s.height - 8}" rx="8"/>`
      : ''
  const cx = s.x + s.width / 2
  return (
    `<g class="${cls}">${known ? tooltip(coverage, s.id, `state ${s.id}`) : ''}` +
    `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="10"/>${final}` +
    `<text class="name" x="${cx}" y="${s.y + 20}" text-anchor="middle">${escapeHtml(s.label)}</text>` +
    (known
      ? `<text class="marks" x="${cx}" y="${s.y + 36}" text-anchor="middle">${escapeHtml(marksText(coverage, s.id))}</text>`
      : '') +
    '</g>'
  )
}

function edge(coverage: ModelCoverage, e: PlacedEdge): string {
  if (!e.points.length) return ''
  const d = e.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ')
  if (!e.transition) return `<path class="edge start" d="${d}" marker-end="url(#arrow-start)"/>`
  const status = statusOf(coverage, e.transition)
  const label = e.label
    ? `<text class="event" x="${e.label.x + 2}" y="${e.label.y + 11}">${glyph[status]} ${escapeHtml(e.label.text)}</text>`
    : ''
  return (
    `<g class="transition ${status}">${tooltip(coverage, e.transition, `transition ${e.transition}`)}` +
    `<path class="edge" d="${d}" marker-end="url(#arrow-${status})"/>${label}</g>`
  )
}

/** The chart as an <svg>; `label` names it for assistive technology (the tables say the rest). */
export function chartSvg(chart: Chart, coverage: ModelCoverage, label: string): string {
  const markers = (['covered', 'partly', 'missed', 'start'] as const)
    .map(
      (k) =>
        `<marker id="arrow-${k}" class="arrow ${k}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z"/></marker>`,
    )
    .join('')
  const starts = chart.starts
    .map(
      (b) =>
        `<circle class="start" cx="${b.x + b.width / 2}" cy="${b.y + b.height / 2}" r="${b.width / 2}"/>`,
    )
    .join('')
  // Compound states first, so their children and the edges are drawn over them.
  const ordered = [...chart.states].sort((a, b) => Number(b.compound) - Number(a.compound))
  return (
    `<svg class="chart" role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${Math.ceil(chart.width)} ${Math.ceil(chart.height)}" width="${Math.ceil(chart.width)}" height="${Math.ceil(chart.height)}">` +
    `<defs>${markers}</defs>${ordered.map((s) => state(coverage, s)).join('')}${starts}` +
    `${chart.edges.map((e) => edge(coverage, e)).join('')}</svg>`
  )
}
