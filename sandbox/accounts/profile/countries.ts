/**
 * The countries a profile may name: the 249 officially assigned ISO 3166-1 alpha-2 codes, written as
 * first letter → the second letters assigned after it (AD, AE, AF, … under A). The stand-in's own list;
 * rules.test.ts checks each one against the runtime's region names.
 */
const secondLetters: Readonly<Record<string, string>> = {
  A: 'DEFGILMOQRSTUWXZ',
  B: 'ABDEFGHIJLMNOQRSTVWYZ',
  C: 'ACDFGHIKLMNORUVWXYZ',
  D: 'EJKMOZ',
  E: 'CEGHRST',
  F: 'IJKMOR',
  G: 'ABDEFGHILMNPQRSTUWY',
  H: 'KMNRTU',
  I: 'DELMNOQRST',
  J: 'EMOP',
  K: 'EGHIMNPRWYZ',
  L: 'ABCIKRSTUVY',
  M: 'ACDEFGHKLMNOPQRSTUVWXYZ',
  N: 'ACEFGILOPRUZ',
  O: 'M',
  P: 'AEFGHKLMNRSTWY',
  Q: 'A',
  R: 'EOSUW',
  S: 'ABCDEGHIJKLMNORSTVXYZ',
  T: 'CDFGHJKLMNORTVWZ',
  U: 'AGMSYZ',
  V: 'ACEGINU',
  W: 'FS',
  Y: 'ET',
  Z: 'AMW',
}

export const countryCodes: ReadonlySet<string> = new Set(
  Object.entries(secondLetters).flatMap(([first, seconds]) => [...seconds].map((second) => first + second)),
)
