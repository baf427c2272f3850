/**
 * The seeded files' bytes, made on demand from the file id so nothing large sits in the database and
 * every run serves the same bytes (tests compare hashes). Each kind looks like what it claims to be:
 * the sample is a playable WAV, the preset readable JSON, the project a binary with a header.
 */
import { createHash } from 'node:crypto'

export const fileKinds = ['project', 'sample', 'preset'] as const
export type FileKind = (typeof fileKinds)[number]

/** Deterministic noise: SHA-256 of the seed and a counter, block after block. */
function noise(seed: string, length: number): Buffer {
  const blocks: Buffer[] = []
  for (let counter = 0; blocks.length * 32 < length; counter += 1) {
    blocks.push(createHash('sha256').update(`${seed}:${counter}`).digest())
  }
  return Buffer.concat(blocks).subarray(0, length)
}

/** A number from 0 to 1 derived from the seed, for pitches and sizes. */
const unit = (seed: string): number => createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32

/** One second of a decaying sine ("a kick"), 16-bit mono PCM at 44.1 kHz, in a RIFF/WAVE container. */
function sample(seed: string): Buffer {
  const rate = 44_100
  const frames = rate
  const pitch = 45 + unit(seed) * 30
  const data = Buffer.alloc(frames * 2)
  for (let i = 0; i < frames; i += 1) {
    const t = i / rate
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * pitch * t) * Math.exp(-6 * t) * 30_000), i * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVEfmt ', 8, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

function preset(seed: string): Buffer {
  const values = noise(seed, 16)
  const parameters = Object.fromEntries(
    ['cutoff', 'resonance', 'attack', 'decay', 'sustain', 'release', 'drive', 'mix'].map((name, i) => [
      name,
      Math.round((values[i]! / 255) * 1000) / 1000,
    ]),
  )
  return Buffer.from(`${JSON.stringify({ format: 'pulsewave-preset', version: 2, parameters }, null, 2)}\n`)
}

/** A header naming the format, then 64–128 KB of stand-in audio data. */
function project(seed: string): Buffer {
  const header = Buffer.from('PWPROJ\u0000\u0001', 'latin1')
  return Buffer.concat([header, noise(seed, 65_536 + Math.floor(unit(`${seed}:size`) * 65_536))])
}

export function fileBytes(kind: FileKind, id: string): Buffer {
  switch (kind) {
    case 'project':
      return project(id)
    case 'sample':
      return sample(id)
    case 'preset':
      return preset(id)
  }
}
