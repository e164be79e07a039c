// The company's days are Luanda's (UTC+1, no daylight saving): from 23:00 UTC it is already the next day
// there. Every day staff or visitors see or choose is one of these.

const LUANDA_OFFSET = "+01:00";

// Made once: building a formatter costs more than a form post's own checks, and pages ask for the day often.
const luandaDays = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Luanda" });

/** The day in Luanda at a moment (today by default), `YYYY-MM-DD`. */
export function todayInLuanda(now = new Date()): string {
  return luandaDays.format(now);
}

/** The first moment of a day in Luanda. */
export function startOfDayInLuanda(day: string): Date {
  return new Date(`${day}T00:00:00${LUANDA_OFFSET}`);
}

/** The last moment of a day in Luanda: an offer valid through it closes after. */
export function endOfDayInLuanda(day: string): Date {
  return new Date(`${day}T23:59:59.999${LUANDA_OFFSET}`);
}
