import { describe, expect, it } from 'vitest'
import { type Groove, renderLoop } from './audio.ts'

const grooves: Groove[] = ['beat', 'bass', 'pad', 'hats', 'arp']

describe('renderLoop', () => {
  it.each(grooves)('writes a playable 16-bit mono PCM WAV for a %s loop, audible and unclipped', (groove) => {
    const wav = renderLoop({ name: `t-${groove}`, groove, bpm: 120, root: 57, seconds: 1.5 })
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF')
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ')
    expect(wav.readUInt16LE(20)).toBe(1) // PCM
    expect(wav.readUInt16LE(22)).toBe(1) // mono
    const rate = wav.readUInt32LE(24)
    const bytes = wav.readUInt32LE(40)
    expect(wav.length).toBe(44 + bytes)
    expect(bytes / 2 / rate).toBeCloseTo(1.5, 2)
    let sum = 0
    let peak = 0
    for (let i = 44; i < wav.length; i += 2) {
      const v = wav.readInt16LE(i) / 32768
      sum += v * v
      peak = Math.max(peak, Math.abs(v))
    }
    expect(Math.sqrt(sum / (bytes / 2))).toBeGreaterThan(0.02)
    expect(peak).toBeLessThan(1)
  })

  it('is deterministic', () => {
    const spec = { name: 'same', groove: 'hats' as const, bpm: 124, root: 57, seconds: 0.5 }
    expect(renderLoop(spec).equals(renderLoop(spec))).toBe(true)
  })
})
