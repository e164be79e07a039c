import commonPasswordList from "./common-passwords.txt?raw";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules";

/**
 * Staff passwords (OWASP ASVS 5.0 level 2, ADR 023): 12 to 128 characters, any characters, no
 * composition rules; the 10 000 most common passwords (SecLists) are refused whatever their length.
 * Hashed with argon2id at m = 19 MiB, t = 2, p = 1 (OWASP's minimum for argon2id).
 */
let commonPasswords: Set<string> | undefined;

/** Built when staff first choose a password: about 1 MB the site need not hold from its start. */
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordList.split("\n").map((line) => line.trim().toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

export type PasswordProblem = "tooShort" | "tooLong" | "tooCommon";

/** What is wrong with a new password, if anything. Length counts characters, not bytes. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "tooShort";
  if (length > PASSWORD_MAX) return "tooLong";
  if (isCommon(password)) return "tooCommon";
  return null;
}

const argon2id = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

// The hashing library (a native module) is loaded with the first sign-in or password, not at start.
const argon2 = () => import("@node-rs/argon2");

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, argon2id);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await (await argon2()).verify(stored, password);
  } catch {
    // Not an argon2 hash (or a damaged one): never a match.
    return false;
  }
}
