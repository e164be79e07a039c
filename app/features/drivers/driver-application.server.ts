import type { Database } from "~/db/client.server";
import type { Language } from "~/i18n/languages";
import { driverApplications } from "~/db/schema";
import { insertOnce, type MailFor } from "~/modules/submissions/insert-once.server";
import type { DriverApplicationInput } from "./driver-application-schema";

/** Stores a partner-driver application as pending (once per submission key) and returns its id. */
export async function saveDriverApplication(
  input: DriverApplicationInput,
  db: Database,
  language: Language,
  mailFor?: MailFor,
) {
  return insertOnce(
    db,
    driverApplications,
    {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email ?? null,
      phone: input.phone,
      city: input.city,
      vehicleType: input.vehicleType,
      licenseNumber: input.licenseNumber,
      experienceYears: input.experienceYears,
      message: input.message ?? null,
      hasVehicle: input.hasVehicle,
      status: "pending",
      submissionKey: input.submissionKey,
      language,
    },
    mailFor,
  );
}

/** Where driver applications go and who sent one: what the public-form guard needs to store it with its e-mails. */
export const driverSubmissions = {
  inbox: "drivers",
  store: saveDriverApplication,
  sender: (input: DriverApplicationInput) => ({
    name: `${input.firstName} ${input.lastName}`,
    email: input.email ?? null,
  }),
} as const;
