import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { messageTemplates as savedTemplates, staffAudit } from "~/db/schema";
import { inboxes, messagePurposes, type Inbox, type MessagePurpose } from "~/domain/choices";
import { languages, type Language } from "~/i18n/languages";
import { hasBidiControl, isAcceptableText, normalizeLines } from "~/lib/text-rules";
import type { Actor } from "~/modules/history/record-history.server";
import { writeStaffAudit } from "~/modules/staff/staff-audit.server";
import { claimFormKey, releaseFormKey } from "~/modules/staff/staff-submissions.server";
import {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  messageTemplates,
  placeholdersOf,
  type TemplateText,
} from "./message-templates.server";

/**
 * The message templates admins manage at /admin/templates (ADR 056): the built-in texts of the code are
 * the defaults; an admin's version, kept in `message_templates`, replaces one until "Back to the
 * original text" deletes it. Each save and restore is a line of the staff audit.
 */

export type TemplateTexts = Record<Language, TemplateText>;

/** One template: an inbox and a purpose the inbox offers. */
export type TemplateId = { inbox: Inbox; purpose: MessagePurpose };

/** Every template there is, inbox by inbox, in the order the record's form lists them. */
const templateIds: TemplateId[] = inboxes.flatMap((inbox) =>
  messagePurposes.filter((purpose) => messageTemplates[inbox][purpose]).map((purpose) => ({ inbox, purpose })),
);

/** The template an address or a form names, or null when the inbox does not offer that purpose. */
export function templateIdOf(inbox: unknown, purpose: unknown): TemplateId | null {
  return templateIds.find((id) => id.inbox === inbox && id.purpose === purpose) ?? null;
}

const builtIn = ({ inbox, purpose }: TemplateId): TemplateTexts => messageTemplates[inbox][purpose]!.texts;

/** A stored value read back as texts: a row that lost its shape counts as none (the built-in text is used). */
function textsOf(value: unknown): TemplateTexts | null {
  if (typeof value !== "object" || value === null) return null;
  const texts = value as Record<string, { subject?: unknown; body?: unknown } | undefined>;
  const valid = languages.every(
    (language) => typeof texts[language]?.subject === "string" && typeof texts[language]?.body === "string",
  );
  return valid ? (texts as TemplateTexts) : null;
}

const where = ({ inbox, purpose }: TemplateId) =>
  and(eq(savedTemplates.inbox, inbox), eq(savedTemplates.purpose, purpose));

/** The admin's version of a template, or null when the built-in one is in force: one query. */
export async function savedTexts(db: Database, inbox: Inbox, purpose: MessagePurpose): Promise<TemplateTexts | null> {
  const [row] = await db.select({ texts: savedTemplates.texts }).from(savedTemplates).where(where({ inbox, purpose }));
  return row ? textsOf(row.texts) : null;
}

/** Who last changed a template, and when; null while the built-in text is in force. */
export type TemplateChanged = { by: string; at: string } | null;

/** Every template with whether an admin's version replaces it (the list of /admin/templates). */
export async function listTemplates(db: Database): Promise<Array<TemplateId & { changed: TemplateChanged }>> {
  const rows = await db
    .select({
      inbox: savedTemplates.inbox,
      purpose: savedTemplates.purpose,
      by: savedTemplates.updatedByName,
      at: savedTemplates.updatedAt,
    })
    .from(savedTemplates);
  return templateIds.map((id) => {
    const row = rows.find((saved) => saved.inbox === id.inbox && saved.purpose === id.purpose);
    return { ...id, changed: row ? { by: row.by, at: new Date(row.at).toISOString() } : null };
  });
}

/**
 * A template as the editor opens it: the texts in force, the revision a change must stand on (0 for the
 * built-in text) and who changed it.
 */
export async function readTemplate(db: Database, id: TemplateId) {
  const [row] = await db.select().from(savedTemplates).where(where(id));
  const texts = row ? textsOf(row.texts) : null;
  return {
    texts: texts ?? builtIn(id),
    revision: row?.revision ?? 0,
    changed: row ? { by: row.updatedByName, at: new Date(row.updatedAt).toISOString() } : null,
  };
}

export type TemplateProblem =
  { problem: "required" | "tooLong" | "characters" } | { problem: "placeholder" | "unclosed"; found: string };

/** The fields of the editor: `subject_pt`, `body_pt`, … */
const templateField = (part: keyof TemplateText, language: Language) => `${part}_${language}`;

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
/** What is named of a half-written placeholder (`{{ name`, `name}}`): at most this many characters. */
const SHOWN_FRAGMENT = 40;

/**
 * A placeholder this template may not use (`{{salary}}`, `{{ name }}`: `fill` knows only `{{name}}`), or
 * one left unclosed (`{{ name`): named as it was written.
 */
function placeholderProblem(text: string, allowed: readonly string[]): TemplateProblem | null {
  for (const [written, name] of text.matchAll(PLACEHOLDER)) {
    if (!allowed.includes(name!)) return { problem: "placeholder", found: written.slice(0, SHOWN_FRAGMENT) };
  }
  const rest = text.replace(PLACEHOLDER, " ");
  const broken = /\{\{[^\S\n]*[^\s{}]*/.exec(rest) ?? /[^\s{}]*[^\S\n]*\}\}/.exec(rest);
  return broken ? { problem: "unclosed", found: broken[0].slice(0, SHOWN_FRAGMENT) } : null;
}

/** A text's problem: empty, too long (in characters), a character it may not hold, a placeholder. */
function textProblem(text: string, shape: "line" | "lines", max: number, allowed: readonly string[]) {
  if (text.length === 0) return { problem: "required" } as const;
  if ([...text].length > max) return { problem: "tooLong" } as const;
  if (!isAcceptableText(text, shape)) return { problem: "characters" } as const;
  return placeholderProblem(text, allowed);
}

/**
 * The editor's texts as posted (kept to show again, whatever is wrong), and each field's problem: all
 * three languages required, a subject of one line (1-200 characters), a text of 1-5000, no control or
 * text-direction character, only the placeholders the template may use. HTML is kept as text: the
 * e-mail escapes it (outbox.server.ts).
 */
export function readTemplateForm(id: TemplateId, fields: Record<string, string | undefined>) {
  const allowed = placeholdersOf(id.inbox, id.purpose);
  const errors: Record<string, TemplateProblem> = {};
  const texts = Object.fromEntries(
    languages.map((language) => {
      const subjectName = templateField("subject", language);
      const bodyName = templateField("body", language);
      const subject = (fields[subjectName] ?? "").trim();
      const typedBody = fields[bodyName] ?? "";
      const body = normalizeLines(typedBody).trim();
      const subjectProblem = textProblem(subject, "line", MESSAGE_SUBJECT_MAX, allowed);
      // Free text elsewhere drops text-direction characters; a template sent again and again refuses them.
      const bodyProblem = hasBidiControl(typedBody)
        ? ({ problem: "characters" } as const)
        : textProblem(body, "lines", MESSAGE_BODY_MAX, allowed);
      if (subjectProblem) errors[subjectName] = subjectProblem;
      if (bodyProblem) errors[bodyName] = bodyProblem;
      return [language, { subject, body: hasBidiControl(typedBody) ? typedBody : body }];
    }),
  ) as TemplateTexts;
  return { texts, errors };
}

/** A change refused because someone saved or restored the template after the page was read. */
export type StaleTemplate = {
  ok: false;
  /** The revision the template stands at now: the form carries it, so saving again replaces theirs. */
  revision: number;
  by: string | null;
  at: string | null;
  event: "template-saved" | "template-restored" | null;
};

/** What the template holds now, and who last changed it (the latest audit line about it). */
async function staleAnswer(tx: Database, id: TemplateId): Promise<StaleTemplate> {
  const [row] = await tx.select({ revision: savedTemplates.revision }).from(savedTemplates).where(where(id));
  const [last] = await tx
    .select({ event: staffAudit.event, by: staffAudit.actorName, at: staffAudit.createdAt })
    .from(staffAudit)
    .where(
      and(
        inArray(staffAudit.event, ["template-saved", "template-restored"]),
        sql`${staffAudit.detail}->>'inbox' = ${id.inbox}`,
        sql`${staffAudit.detail}->>'purpose' = ${id.purpose}`,
      ),
    )
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
    .limit(1);
  return {
    ok: false,
    revision: row?.revision ?? 0,
    by: last?.by ?? null,
    at: last ? new Date(last.at).toISOString() : null,
    event: (last?.event as StaleTemplate["event"]) ?? null,
  };
}

type Change = TemplateId & { revision: number; formKey: string };

/**
 * Saves an admin's version of a template, only if nobody saved or restored it since the page was read at
 * `revision` (0: the built-in text); the same form sent again saves nothing more.
 */
export async function saveTemplate(
  db: Database,
  actor: Actor,
  change: Change & { texts: TemplateTexts },
): Promise<{ ok: true } | StaleTemplate> {
  return db.transaction(async (tx) => {
    if (!(await claimFormKey(tx, change.formKey)).first) return { ok: true } as const;
    const values = { texts: change.texts, updatedBy: actor.id, updatedByName: actor.name };
    const written =
      change.revision === 0
        ? await tx
            .insert(savedTemplates)
            .values({ inbox: change.inbox, purpose: change.purpose, ...values })
            .onConflictDoNothing()
            .returning({ revision: savedTemplates.revision })
        : await tx
            .update(savedTemplates)
            // The identity's next number: never one used before, even by a row a restore deleted.
            .set({ ...values, revision: sql`default`, updatedAt: sql`now()` })
            .where(and(where(change), eq(savedTemplates.revision, change.revision)))
            .returning({ revision: savedTemplates.revision });
    if (written.length === 0) {
      await releaseFormKey(tx, change.formKey);
      return staleAnswer(tx, change);
    }
    await writeStaffAudit(tx, {
      event: "template-saved",
      actor,
      detail: { inbox: change.inbox, purpose: change.purpose, revision: written[0]!.revision },
    });
    return { ok: true } as const;
  });
}

/**
 * "Back to the original text": deletes the admin's version, only if it is still the one the page showed;
 * the built-in text is in force again. Nothing to do when it already is.
 */
export async function restoreTemplate(
  db: Database,
  actor: Actor,
  change: Change,
): Promise<{ ok: true } | StaleTemplate> {
  return db.transaction(async (tx) => {
    if (!(await claimFormKey(tx, change.formKey)).first) return { ok: true } as const;
    const deleted = await tx
      .delete(savedTemplates)
      .where(and(where(change), eq(savedTemplates.revision, change.revision)))
      .returning({ revision: savedTemplates.revision });
    if (deleted.length === 0) {
      await releaseFormKey(tx, change.formKey);
      return staleAnswer(tx, change);
    }
    await writeStaffAudit(tx, {
      event: "template-restored",
      actor,
      detail: { inbox: change.inbox, purpose: change.purpose, revision: change.revision },
    });
    return { ok: true } as const;
  });
}
