/**
 * ISO 3166-1 alpha-2 country codes (the 249 officially assigned ones), for a profile's `country_code`.
 * The same list as the profile service's (a test keeps them equal), so the form and the service agree.
 * Written by first letter: each line is a letter and the second letters that follow it (`A DEF…` is AD,
 * AE, AF…). The profile screen's first load carries this list; so written it is half the bytes
 * (decision 271).
 */
const byFirstLetter = `
A DEFGILMOQRSTUWXZ
B ABDEFGHIJLMNOQRSTVWYZ
C ACDFGHIKLMNORUVWXYZ
D EJKMOZ
E CEGHRST
F IJKMOR
G ABDEFGHILMNPQRSTUWY
H KMNRTU
I DELMNOQRST
J EMOP
K EGHIMNPRWYZ
L ABCIKRSTUVY
M ACDEFGHKLMNOPQRSTUVWXYZ
N ACEFGILOPRUZ
O M
P AEFGHKLMNRSTWY
Q A
R EOSUW
S ABCDEGHIJKLMNORSTVXYZ
T CDFGHJKLMNORTVWZ
U AGMSYZ
V ACEGINU
W FS
Y ET
Z AMW`

export const countryCodes: ReadonlySet<string> = new Set(
  byFirstLetter
    .trim()
    .split('\n')
    .flatMap((line) => [...line.slice(2)].map((second) => `${line[0]}${second}`)),
)
