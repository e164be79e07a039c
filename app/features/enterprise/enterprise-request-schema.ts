import { z } from "zod";
import { contactMethods, industries, monthlyDeliveryBands, orderPreferences, vehicleTypes } from "~/domain/choices";
import { choice, optionalText, publicFormFields, requiredEmail, requiredText } from "~/lib/forms/fields";
import { phoneNumber } from "~/lib/forms/phone-field";

export const enterpriseLimits = { name: 100, company: 200, position: 100, city: 100, message: 2000 } as const;

const required = (field: string) => `enterpriseForm.errors.${field}Required`;

/** The codes of the order preference before they were all English: a page or a draft from then still sends them. */
const earlierOrderPreferences: Record<string, (typeof orderPreferences)[number]> = {
  telefone: "phone",
  outro: "other",
};
const currentOrderPreference = (value: unknown) =>
  typeof value === "string" ? (earlierOrderPreferences[value] ?? value) : value;

/**
 * The business proposal (spec.md sections 3 and 5; spec-decisions.md: position and order preference are
 * required), checked in the browser and on the server.
 */
export const enterpriseRequestSchema = z.object({
  firstName: requiredText({ max: enterpriseLimits.name, required: required("firstName") }),
  lastName: requiredText({ max: enterpriseLimits.name, required: required("lastName") }),
  companyName: requiredText({ max: enterpriseLimits.company, required: required("companyName") }),
  phone: phoneNumber({ required: required("phone") }),
  email: requiredEmail({ required: required("email") }),
  position: requiredText({ max: enterpriseLimits.position, required: required("position") }),
  contactMethod: choice(contactMethods, { required: required("contactMethod") }),
  city: requiredText({ max: enterpriseLimits.city, required: required("city") }),
  industry: choice(industries, { required: required("industry") }),
  vehicleType: choice(vehicleTypes, { required: required("vehicleType") }),
  monthlyDeliveries: choice(monthlyDeliveryBands, { required: required("monthlyDeliveries") }),
  orderPreference: z.preprocess(
    currentOrderPreference,
    choice(orderPreferences, { required: required("orderPreference") }),
  ),
  message: optionalText({ max: enterpriseLimits.message, shape: "lines" }),
  ...publicFormFields,
});

export type EnterpriseRequestInput = z.output<typeof enterpriseRequestSchema>;
