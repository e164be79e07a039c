// The company's days are Luanda's (UTC+1, no daylight saving): from 23:00 UTC it is already the next day
// there. Every day staff or visitors see or choose is one of these.

/** Today in Luanda (the company's days), `YYYY-MM-DD`. */
export function todayInLuanda(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Luanda" }).format(now);
}

/** The last moment of a day in Luanda (UTC+1, no daylight saving): an offer valid through it closes after. */
export function endOfDayInLuanda(day: string): Date {
  return new Date(`${day}T23:59:59.999+01:00`);
}
