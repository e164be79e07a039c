import type { Database } from "~/db/client.server";
import type { Language } from "~/i18n/languages";
import { businessProposals } from "~/db/schema";
import { insertOnce, type MailFor } from "~/modules/submissions/insert-once.server";
import type { EnterpriseRequestInput } from "./enterprise-request-schema";

/** Stores a business proposal as new (once per submission key) and returns its id. */
export async function saveEnterpriseRequest(
  input: EnterpriseRequestInput,
  db: Database,
  language: Language,
  mailFor?: MailFor,
) {
  return insertOnce(
    db,
    businessProposals,
    {
      name: input.companyName,
      email: input.email,
      phone: input.phone,
      contactPerson: `${input.firstName} ${input.lastName}`,
      position: input.position,
      contactMethod: input.contactMethod,
      city: input.city,
      industry: input.industry,
      vehicleType: input.vehicleType,
      monthlyDeliveries: input.monthlyDeliveries,
      orderPreference: input.orderPreference,
      message: input.message ?? null,
      status: "new",
      submissionKey: input.submissionKey,
      language,
    },
    mailFor,
  );
}

/** Where business proposals go and who sent one: what the public-form guard needs to store it with its e-mails. */
export const enterpriseSubmissions = {
  inbox: "proposals",
  store: saveEnterpriseRequest,
  sender: (input: EnterpriseRequestInput) => ({ name: `${input.firstName} ${input.lastName}`, email: input.email }),
} as const;
