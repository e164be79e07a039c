import { z } from "zod";
import { publicFormFields, requiredEmail, requiredText } from "~/lib/forms/fields";

/** Limits of spec.md section 5 (the database CHECK constraints say the same). */
export const contactLimits = { name: 100, subject: 200, message: 2000 } as const;

/** The contact form, checked in the browser and, as the authority, on the server. */
export const contactMessageSchema = z.object({
  name: requiredText({ min: 2, max: contactLimits.name, tooShort: "contactForm.errors.nameTooShort" }),
  email: requiredEmail(),
  subject: requiredText({ min: 3, max: contactLimits.subject, tooShort: "contactForm.errors.subjectTooShort" }),
  message: requiredText({
    min: 10,
    max: contactLimits.message,
    tooShort: "contactForm.errors.messageTooShort",
    shape: "lines",
  }),
  ...publicFormFields,
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
