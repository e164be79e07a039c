import { z } from "zod";
import { driverCities, vehicleTypes } from "~/domain/choices";
import { choice, optionalEmail, optionalText, publicFormFields, requiredText, wholeNumber } from "~/lib/forms/fields";
import { phoneNumber } from "~/lib/forms/phone-field";

/** The answers to "do you have your own vehicle?", as the form's two radio buttons send them. */
export const hasVehicleAnswers = ["yes", "no"] as const;

export const driverLimits = { name: 100, licenseNumber: 50, message: 2000, maxExperience: 50 } as const;

/**
 * One schema for the sign-up modal and the standalone form (spec-decisions.md): e-mail optional,
 * experience 0-50 (empty means 0), message only sent by the standalone form. Whether the driver has
 * a vehicle of their own is a question answered yes or no, never a box ticked in advance: staff read the
 * answer, so it must be the driver's.
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
  hasVehicle: choice(hasVehicleAnswers, {
    required: "driverForm.errors.hasVehicleRequired",
    invalid: "driverForm.errors.hasVehicleRequired",
  }).transform((answer) => answer === "yes"),
  ...publicFormFields,
});

export type DriverApplicationInput = z.output<typeof driverApplicationSchema>;
