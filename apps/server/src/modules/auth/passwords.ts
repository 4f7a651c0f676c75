import { hash } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended memory and time cost.
// Exported for bench/registrations.ts, which compares sign-ups with raw hashes of these parameters.
export const ARGON = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON);
