import { AsyncLocalStorage } from "node:async_hooks";
import { hashPassword, verifyPassword } from "./passwords.server";

/**
 * Recovery codes are kept hashed one by one (argon2id, as passwords: ten random letters and digits are
 * some 60 bits, below the 112 bits ASVS 5.0 asks of a fast hash), never as one encrypted value (ADR 039).
 *
 * better-auth's two-factor plugin reads and writes them through `storeBackupCodes` (`encrypt` gets the
 * JSON list of codes, `decrypt` gives it back) and checks a code with `list.includes(code)`. A hash
 * cannot be found that way, so the check runs inside `checkingRecoveryCode`: `decrypt` then gives back
 * the list with the one hash that matches the code typed replaced by that code. The plugin finds it,
 * keeps the other hashes, and stores them as they are; with no match it is given an empty list.
 */
const codeTyped = new AsyncLocalStorage<string>();
const HASHED = /^\$argon2id\$/;
/** The shape of a code the plugin generates (5 + 5 letters and digits): anything else is no code. */
const RECOVERY_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** Runs the plugin's check of a recovery code with the code typed, for `decrypt` to find its hash. */
export function checkingRecoveryCode<T>(code: string, check: () => Promise<T>): Promise<T> {
  return codeTyped.run(code, check);
}

/** The stored form of a list of codes: each hashed (those already hashed kept as they are). */
export const hashRecoveryCodes = async (codes: string[]) =>
  JSON.stringify(await Promise.all(codes.map((code) => (HASHED.test(code) ? code : hashPassword(code)))));

export const hashedRecoveryCodes = {
  /** New codes (enrolment) are hashed; what remains after a code was used is hashes already. */
  encrypt: (json: string) => hashRecoveryCodes(JSON.parse(json) as string[]),
  async decrypt(stored: string) {
    const typed = codeTyped.getStore();
    if (!typed || !RECOVERY_CODE.test(typed)) return "[]";
    const hashes = JSON.parse(stored) as string[];
    for (const hash of hashes) {
      if (await verifyPassword({ hash, password: typed })) {
        return JSON.stringify(hashes.map((other) => (other === hash ? typed : other)));
      }
    }
    return "[]";
  },
};
