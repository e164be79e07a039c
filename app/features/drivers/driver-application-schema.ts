import { z } from "zod";
import { driverCities, vehicleTypes } from "~/domain/choices";
import {
  checkbox,
  choice,
  optionalEmail,
  optionalText,
  publicFormFields,
  requiredText,
  wholeNumber,
} from "~/lib/forms/fields";
import { phoneNumber } from "~/lib/forms/phone-field";

export const driverLimits = { name: 100, licenseNumber: 50, message: 2000, maxExperience: 50 } as const;

/**
 * One schema for the sign-up modal and the standalone form (spec-decisions.md): e-mail optional,
 * experience 0-50 (empty means 0), message and has-vehicle only sent by the standalone form.
 */
export const driverApplicationSchema = z.object({
  firstName: requiredText({ max: driverLimits.name, required: "driverForm.errors.firstNameRequired" }),
  lastName: requiredText({ max: driverLimits.name, required: "driverForm.errors.lastNameRequired" }),
  email: optionalEmail(),
  phone: phoneNumber({ required: "driverForm.errors.phoneRequired" }),
  city: choice(driverCities, { required: "driverForm.errors.cityRequired" }),
  vehicleType: choice(vehicleTypes, { required: "driverForm.errors.vehicleRequired" }),
  licenseNumber: requiredText({ max: driverLimits.licenseNumber, required: "driverForm.errors.licenseRequired" }),
  experienceYears: z.preprocess(
    (value) => (value === undefined || value === "" ? 0 : value),
    wholeNumber({ min: 0, max: driverLimits.maxExperience, invalid: "driverForm.errors.experienceInvalid" }),
  ),
  message: optionalText({ max: driverLimits.message, shape: "lines" }),
  hasVehicle: checkbox,
  ...publicFormFields,
});

export type DriverApplicationInput = z.output<typeof driverApplicationSchema>;
