/**
 * Lays a model out as a state chart with ELK's layered algorithm (elkjs, pure JavaScript, run once
 * when the report is written): states as boxes (compound states around their children), a dot for
 * each initial state, one edge per transition labelled with its event. Coordinates come back
 * absolute, so the SVG writer needs no nesting arithmetic.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import type { ModelGraph } from '../record.ts'

export interface Box {
  readonly id: string
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface PlacedState extends Box {
  readonly label: string
  readonly type: string
  readonly compound: boolean
}

export interface PlacedEdge {
  readonly id: string
  /** The transition's id; undefined for an initial-state arrow. */
  readonly transition: string | undefined
  readonly points: ReadonlyArray<{ readonly x: number; readonly y: number }>
  readonly label: (Box & { readonly text: string }) | undefined
}

export interface Chart {
  readonly width: number
  readonly height: number
  readonly states: PlacedState[]
  readonly starts: Box[]
  readonly edges: PlacedEdge[]
}

/** Text widths without a font engine: a generous average glyph width for the report's 12–13 px sans. */
const textWidth = (text: string, px: number) => Math.ceil(text.length * px * 0.62) + 4
const initialId = (parent: string) => `__initial__${parent}`
const anyStateId = '__any__'

export async function layoutChart(graph: ModelGraph): Promise<Chart> {
  const childrenOf = (parent: string | undefined): ElkNode[] => {
    const states = graph.states.filter((s) => s.parent === parent)
    const nodes: ElkNode[] = states.map((s) => {
      const label = s.id.split('.').at(-1) ?? s.id
      const inner = childrenOf(s.id)
      return inner.length
        ? {
            id: s.id,
            labels: [{ text: label, width: textWidth(label, 13), height: 16 }],
            children: inner,
            layoutOptions: {
              'elk.padding': '[top=34,left=14,bottom=14,right=14]',
              'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
            },
          }
        : { id: s.id, width: Math.max(96, textWidth(label, 13) + 24), height: 46 }
    })
    if (states.some((s) => s.initial))
      nodes.unshift({
        id: initialId(parent ?? ''),
        width: 12,
        height: 12,
        layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' },
      })
    return nodes
  }
  const children = childrenOf(undefined)
  const edges: ElkExtendedEdge[] = graph.states
    .filter((s) => s.initial)
    .map((s) => ({ id: `start:${s.id}`, sources: [initialId(s.parent ?? '')], targets: [s.id] }))
  for (const t of graph.transitions) {
    const source = t.source || anyStateId
    for (const [i, target] of (t.targets.length ? t.targets : [source]).entries()) {
      edges.push({
        id: `${t.id}@${i}`,
        sources: [source],
        targets: [target],
        // Room for the status glyph the SVG writer puts before the event.
        labels: [{ text: t.event, width: textWidth(t.event, 12) + 16, height: 14 }],
      })
    }
  }
  if (graph.transitions.some((t) => !t.source)) children.push({ id: anyStateId, width: 96, height: 38 })

  const root: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      // The order states are declared in (the initial one first) reads as the flow: keep it.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.spacing.nodeNodeBetweenLayers': '56',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children,
    edges,
  }
  const laid: ElkNode = await new ELK().layout(root)

  const states: PlacedState[] = []
  const starts: Box[] = []
  const walk = (nodes: ElkNode[] | undefined) => {
    for (const n of nodes ?? []) {
      const box = { id: n.id, x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 }
      if (n.id.startsWith('__initial__')) starts.push(box)
      else {
        const record = graph.states.find((s) => s.id === n.id)
        states.push({
          ...box,
          label: n.id === anyStateId ? 'any state' : (n.id.split('.').at(-1) ?? n.id),
          type: record?.type ?? 'atomic',
          compound: Boolean(n.children?.length),
        })
      }
      walk(n.children)
    }
  }
  walk(laid.children)
  const placedEdges: PlacedEdge[] = (laid.edges ?? []).map((e) => {
    const section = e.sections?.[0]
    const label = e.labels?.[0]
    return {
      id: e.id,
      transition: e.id.startsWith('start:') ? undefined : e.id.replace(/@\d+$/, ''),
      points: section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [],
      label: label && {
        id: `${e.id}:label`,
        text: label.text ?? '',
        x: label.x ?? 0,
        y: label.y ?? 0,
        width: label.width ?? 0,
        height: label.height ?? 0,
      },
    }
  })
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, starts, edges: placedEdges }
}
