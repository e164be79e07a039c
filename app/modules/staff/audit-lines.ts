/** The kinds of line the audit view lists, and a line as the page shows it (audit-log.server.ts). */
export const auditKinds = ["sign-ins", "accounts", "settings", "exports", "erasures"] as const;
export type AuditKind = (typeof auditKinds)[number];

export type AuditLine = {
  key: string;
  kind: AuditKind;
  event: string;
  at: string;
  /** Who acted, by name; "" when nobody of the staff did (the visitor, the site, the command line). */
  actor: string;
  subject: string;
  address: string | null;
  inbox: string | null;
  detail: Record<string, string | number | null>;
};

export type AuditFilters = { kind: AuditKind | null; page: number };
