/**
 * The pickup time a visitor asks for, read by the one rule the server's quote, the request it prices again
 * and the browser's estimate share.
 */
export type When = { state: "now" } | { state: "later"; at: Date } | { state: "invalid" } | { state: "past" };

/** The pickup time asked for: now, or a day and a time in Luanda that have not passed. */
export function readWhen(asked: { when?: string | null; day?: string | null; time?: string | null }, now: Date): When {
  if (asked.when !== "later") return { state: "now" };
  const day = asked.day ?? "";
  const time = asked.time ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return { state: "invalid" };
  const at = new Date(`${day}T${time}:00+01:00`);
  if (Number.isNaN(at.getTime())) return { state: "invalid" };
  // A day that does not exist (31 February) rolls over into the next month: refused, not moved.
  const inLuanda = new Date(at.getTime() + 3_600_000).toISOString();
  if (inLuanda.slice(0, 10) !== day || inLuanda.slice(11, 16) !== time) return { state: "invalid" };
  // A few minutes' grace: the visitor chose "in five minutes" and took a while to press the button.
  if (at.getTime() < now.getTime() - 10 * 60_000) return { state: "past" };
  return { state: "later", at };
}
