import type { Database } from "~/db/client.server";
import type { Language } from "~/i18n/languages";
import { contactMessages } from "~/db/schema";
import { insertOnce, type MailFor } from "~/modules/submissions/insert-once.server";
import type { ContactMessageInput } from "./contact-schema";

/** Stores a contact message as unread (once per submission key) and returns its id. */
export async function saveContactMessage(
  input: ContactMessageInput,
  db: Database,
  language: Language,
  mailFor?: MailFor,
) {
  return insertOnce(
    db,
    contactMessages,
    {
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      status: "unread",
      isRead: false,
      submissionKey: input.submissionKey,
      language,
    },
    mailFor,
  );
}

/** Where contact messages go and who sent one: what the public-form guard needs to store it with its e-mails. */
export const contactSubmissions = {
  inbox: "messages",
  store: saveContactMessage,
  sender: (input: ContactMessageInput) => ({ name: input.name, email: input.email }),
} as const;
