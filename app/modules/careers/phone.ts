import { phoneNumber } from "~/lib/forms/phone-field";

const phoneRule = phoneNumber();

/** A phone number in E.164 (Angola by default) by the rule every public form uses, or null. */
export function normalisePhone(text: string): string | null {
  const parsed = phoneRule.safeParse(text);
  return parsed.success ? parsed.data : null;
}
