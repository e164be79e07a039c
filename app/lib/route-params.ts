/**
 * The one rule for record ids in URLs (`/careers/:jobId`, `/careers/:jobId/apply`): a UUID, checked where
 * the parameter is read. Anything else names nothing — a 404, never a query the database refuses (a 500).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecordId(value: string | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
