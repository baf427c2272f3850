/**
 * Short WAV loops for audio previews, synthesised sample by sample (16-bit mono PCM, 16 kHz) so they
 * really play and are byte-identical on every run: kick/snare/hat patterns, a bass line and a pad.
 */
export type Groove = 'beat' | 'bass' | 'pad' | 'hats' | 'arp'

export interface LoopSpec {
  readonly name: string
  readonly groove: Groove
  readonly bpm: number
  /** Root note as a MIDI number. */
  readonly root: number
  readonly seconds: number
}

const rate = 16_000

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12)

// A tiny deterministic noise source for snares and hats (no Math.random).
function noise(seed: number): () => number {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return ((s >>> 0) / 4294967296) * 2 - 1
  }
}

function sample(spec: LoopSpec, t: number, white: () => number): number {
  const beat = 60 / spec.bpm
  const step = beat / 4
  const inStep = t % step
  const stepNo = Math.floor(t / step) % 16
  const f = hz(spec.root)
  switch (spec.groove) {
    case 'beat': {
      let v = 0
      const inBeat = t % beat
      v += Math.sin(2 * Math.PI * (50 + 90 * Math.exp(-inBeat * 30)) * inBeat) * Math.exp(-inBeat * 9) * 0.9
      if (stepNo === 4 || stepNo === 12) v += white() * Math.exp(-inStep * 25) * 0.5
      if (stepNo % 2 === 1) v += white() * Math.exp(-inStep * 90) * 0.2
      return v
    }
    case 'hats':
      return white() * Math.exp(-inStep * (stepNo % 4 === 2 ? 18 : 70)) * 0.45
    case 'bass': {
      const notes = [0, 0, 7, 0, 10, 0, 5, 7]
      const n = notes[Math.floor(t / (step * 2)) % notes.length] ?? 0
      const ph = (t * hz(spec.root - 12 + n)) % 1
      return (ph < 0.5 ? 1 : -1) * 0.3 * Math.exp(-(t % (step * 2)) * 6)
    }
    case 'pad':
      return (
        [0, 3, 7, 10].reduce((acc, i) => acc + Math.sin(2 * Math.PI * f * 2 ** (i / 12) * t), 0) *
        0.14 *
        Math.min(1, t * 2, (spec.seconds - t) * 2)
      )
    case 'arp': {
      const n = [0, 7, 12, 15, 19, 15, 12, 7][stepNo % 8] ?? 0
      return Math.sin(2 * Math.PI * hz(spec.root + n) * t) * Math.exp(-inStep * 12) * 0.5
    }
  }
}

/** A RIFF/WAVE file of the loop. */
export function renderLoop(spec: LoopSpec): Buffer {
  const frames = Math.round(spec.seconds * rate)
  const data = Buffer.alloc(frames * 2)
  const white = noise(spec.name.length * 7919 + spec.bpm)
  for (let i = 0; i < frames; i++) {
    const v = Math.max(-1, Math.min(1, sample(spec, i / rate, white)))
    data.writeInt16LE(Math.round(v * 32000), i * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/**
 * The loop's waveform for a player: the peak level of `bars` equal slices of the samples, 0–100.
 * What an upload hook computes for real files; the seed stores it with each clip.
 */
export function waveformOf(wav: Buffer, bars = 48): number[] {
  const samples = (wav.length - 44) / 2
  const per = Math.max(1, Math.floor(samples / bars))
  const peaks = Array.from({ length: bars }, (_, bar) => {
    let peak = 0
    for (let i = bar * per; i < Math.min(samples, (bar + 1) * per); i++)
      peak = Math.max(peak, Math.abs(wav.readInt16LE(44 + i * 2)))
    return peak
  })
  const loudest = Math.max(1, ...peaks)
  return peaks.map((p) => Math.max(4, Math.round((p / loudest) * 100)))
}
