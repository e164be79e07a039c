import type { ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { languages } from "~/i18n/languages";
import { Logo } from "~/components/layout/Logo";
import { useTranslation, type MessageKey } from "~/i18n/translate";
import { inboxesFor, publishingFor } from "~/domain/inboxes";
import type { PublishingArea, StaffRole } from "~/domain/choices";

/** The sections a member of staff may open (the server checks them again: each page declares its roles, access.server.ts). */
type Section = { to: string; label: MessageKey };

/** Each publishing area's page: the prices' editor leads to the price-list PDFs. */
const publishingSections: Record<PublishingArea, Section> = {
  jobs: { to: "/admin/jobs", label: "admin.nav.jobs" },
  news: { to: "/admin/news", label: "admin.nav.news" },
  "price-list": { to: "/admin/prices", label: "admin.nav.prices" },
};

type ShellStaff = { name: string; role: StaffRole; setUpDone: boolean };

function sections(staff: ShellStaff): Section[] {
  if (!staff.setUpDone) return [];
  const all: Section[] = [{ to: "/admin", label: "admin.nav.dashboard" }];
  for (const inbox of inboxesFor(staff.role)) all.push({ to: `/admin/${inbox}`, label: `admin.inboxes.${inbox}` });
  for (const area of publishingFor(staff.role)) all.push(publishingSections[area]);
  if (staff.role === "admin") {
    all.push(
      { to: "/admin/reasons", label: "admin.nav.reasons" },
      { to: "/admin/outbox", label: "admin.nav.outbox" },
      { to: "/admin/templates", label: "admin.nav.templates" },
      { to: "/admin/staff", label: "admin.nav.staff" },
      { to: "/admin/audit", label: "admin.nav.audit" },
    );
  }
  return all;
}

/**
 * The member's language, kept with their account (the back-office and the e-mails sent to them): a plain
 * form that posts and comes back to the same page.
 */
function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/admin/language" className="flex items-center gap-2">
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <label htmlFor="staff-language" className="sr-only">
        {t("admin.nav.language")}
      </label>
      <select
        id="staff-language"
        name="language"
        defaultValue={i18n.language}
        className="min-h-11 rounded-lg border border-white/60 bg-brand-900 px-2 font-semibold text-white"
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="min-h-11 rounded-full border border-white/60 px-4 font-semibold hover:bg-white/10"
      >
        {t("admin.nav.languageSave")}
      </button>
    </Form>
  );
}

/** The frame of every signed-in back-office page: who is signed in, the sections, sign-out. */
export function BackOfficeShell({ staff, children }: { staff: ShellStaff; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("meta.skipToContent")}
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <div className="flex items-center gap-3">
            <Logo />
            <span className="text-sm text-slate-200">{t("admin.title")}</span>
          </div>
          <nav aria-label={t("admin.nav.label")}>
            <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {sections(staff).map(({ to, label }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === "/admin"}
                    className="rounded px-2 py-1 font-semibold aria-[current=page]:bg-white/15 aria-[current=page]:underline"
                  >
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {t("admin.nav.signedInAs", { name: staff.name })} · {t(`admin.roles.${staff.role}`)}
            </span>
            <LanguageChoice />
            <Form method="post" action="/admin/sign-out">
              <button
                type="submit"
                className="rounded-full border border-white/60 px-4 py-2 font-semibold hover:bg-white/10"
              >
                {t("admin.nav.signOut")}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
