import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A phone number in E.164 (Angola by default), or null when it is not a valid number. */
export function normalisePhone(text: string): string | null {
  if (!/^\+?[\d\s\-().]{7,25}$/.test(text.trim())) return null;
  const phone = parsePhoneNumberFromString(text.trim(), "AO");
  return phone?.isValid() ? phone.number : null;
}
