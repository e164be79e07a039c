import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { formErrors } from "./field-names";
import type { FieldMessages } from "./fields";

// The phone-number library is a third of a form page's code: only forms with a phone field load it.

/** What a visitor may type in a phone field (spec.md section 5): digits, spaces, hyphens and one leading plus. */
const PHONE_CHARACTERS = /^\+?[\d\s-]{6,24}$/;

/**
 * A phone number, Angola (+244) unless it starts with another country code; stored in E.164
 * (`+244923000000`).
 */
export function phoneNumber({ required = formErrors.required, invalid = formErrors.invalidPhone }: FieldMessages = {}) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((value) => PHONE_CHARACTERS.test(value) && isValidPhoneNumber(value, "AO"), { error: invalid })
    .transform((value) => parsePhoneNumberFromString(value, "AO")!.number as string);
}
