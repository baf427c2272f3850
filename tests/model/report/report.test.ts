/**
 * The coverage report from records made here (two real models; Vitest reaching everything, Chromium
 * missing one transition, a deployment skipping what needs test hooks): the page passes axe in
 * Chromium, draws every state and transition, colours and marks each one by what each runner reached,
 * and links each path to its test.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planChangeModel } from '../../../machines/account/planChange.model.ts'
import { buildUpdateModel } from '../../../machines/buildUpdate.model.ts'
import { launchBrowser } from '../../e2e/support/browser.ts'
import { allStateNodes, allTransitions, stateId } from '../paths.ts'
import { graphOf, type ReplayRecord, type Runner, writeRecord } from '../record.ts'
import { writeCoverageReport } from './write.ts'

const dir = mkdtempSync(join(tmpdir(), 'model-report-'))
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const missing = 'confirming --send.reentry-->'

function record(
  name: string,
  machine: string,
  runner: Runner,
  model: typeof planChangeModel,
  leave: string[] = [],
  skipped: string[] = [],
): ReplayRecord {
  const states = allStateNodes(model.root).map(stateId)
  const transitions = allTransitions(model).filter((t) => !leave.includes(t) && !skipped.includes(t))
  return {
    name,
    machine,
    runner,
    file: runner === 'vitest' ? `tests/model/${machine}.test.ts` : `tests/e2e/${machine}.model.test.ts`,
    suite: `${name} (model-based)`,
    recordedAt: '2026-11-25T12:00:00.000Z',
    model: graphOf(model),
    paths: [
      {
        title: 'path 1: user.choose → send.ok',
        status: 'passed',
        note: undefined,
        steps: [
          { event: undefined, states: ['choosing'], seen: undefined },
          { event: 'user.choose', states: ['requesting'], seen: undefined },
          { event: 'send.ok', states: ['review'], seen: 'review shows $95.90 plus tax' },
        ],
      },
    ],
    skipped: skipped.map((id) => ({ id, note: 'send.reentry: a scripted refusal' })),
    states: { covered: states.length, total: states.length, missing: [], reached: states },
    transitions: {
      covered: transitions.length,
      total: allTransitions(model).length,
      missing: leave,
      taken: transitions,
    },
  }
}

let browser: Browser
let page: Page

beforeAll(async () => {
  writeRecord(dir, record('planChange', 'planChange', 'vitest', planChangeModel))
  writeRecord(dir, record('planChange-browser', 'planChange', 'chromium', planChangeModel, [missing]))
  writeRecord(dir, record('buildUpdate', 'buildUpdate', 'vitest', buildUpdateModel as never))
  await writeCoverageReport({ dir })
  browser = await launchBrowser()
  page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.goto(`file://${join(dir, 'index.html')}`)
  // Starting Chromium on the busy 2-core machine can take well past Vitest's 10-s hook default.
}, 120_000)

afterAll(async () => {
  await browser?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('model coverage report', () => {
  // axe over the whole page twice: about 20 s on the busy 2-core machine, past the project's 30 s under load.
  it('passes axe at phone and desktop widths, with every details panel open', {
    timeout: 120_000,
  }, async () => {
    await page.evaluate(() => {
      for (const d of document.querySelectorAll('details')) d.open = true
    })
    await page.addScriptTag({ content: axeSource })
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }).axe
        return (await axe.run()).violations.map((v) => v.id)
      })
      expect(violations).toEqual([])
    }
  })

  it('draws each state and transition of a model once, coloured and marked by runner', async () => {
    const chart = page.locator('#planChange svg.chart')
    await expect(chart.locator('g.state').count()).resolves.toBe(allStateNodes(planChangeModel.root).length)
    await expect(chart.locator('g.transition').count()).resolves.toBe(allTransitions(planChangeModel).length)
    await expect(chart.locator('g.transition.partly').count()).resolves.toBe(1)
    await expect(chart.locator('g.transition.partly title').textContent()).resolves.toBe(
      `transition ${missing}\nVitest: covered\nChromium: missed`,
    )
    await expect(chart.locator('g.transition.partly text').textContent()).resolves.toBe('◐ send.reentry')
    await expect(chart.locator('g.state.covered .marks').first().textContent()).resolves.toBe('V ✓  C ✓')
    // A compound state wraps its children: buildUpdate's `outdated` holds two states.
    const outdated = page.locator('#buildUpdate g.state.compound')
    await expect(outdated.locator('.name').textContent()).resolves.toBe('outdated')
  })

  it('sums each runner per machine and says when a machine has no replay', async () => {
    const row = page.locator('table.summary tr', { has: page.getByRole('link', { name: 'Plan change' }) })
    await expect(row.locator('td').allTextContents()).resolves.toEqual([
      '9/9 (100%)',
      '16/16 (100%)',
      '9/9 (100%)',
      '15/16 (93%)',
    ])
    const signIn = page.locator('table.summary tr', { has: page.getByRole('link', { name: 'Sign-in' }) })
    await expect(signIn.locator('td').allTextContents()).resolves.toEqual(Array(4).fill('not replayed'))
  })

  it('lists each path as steps, with what the check saw, linked to the test that replays it', async () => {
    const path = page.locator('#planChange .replay').nth(1).locator('li.path').first()
    await expect(path.locator('.steps li').allTextContents()).resolves.toEqual([
      'choosing',
      'user.choose',
      'requesting',
      'send.ok',
      'review shows $95.90 plus tax',
    ])
    await expect(path.getByRole('link', { name: 'path 1' }).getAttribute('href')).resolves.toMatch(
      /\/tests\/e2e\/planChange\.model\.test\.ts$/,
    )
    await expect(path.locator('code.run').textContent()).resolves.toBe(
      'npx vitest run --project e2e tests/e2e/planChange.model.test.ts -t "planChange-browser \\(model-based\\) > path 1:"',
    )
  })
})
