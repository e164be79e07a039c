import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { TextField } from "~/components/ui/FormFields";
import { useTranslation } from "~/i18n/translate";
import { formatDateTime } from "~/lib/format";
import type { InboxOutcome } from "./inbox-actions.server";
import type { Interview } from "./interviews.server";
import { LabelledSelect, type StaffOption } from "./InboxParts";

/** The lengths offered (interviews.server.ts `interviewLengths`, which the server checks). */
const LENGTHS = [30, 45, 60, 90];

type PanelData = {
  record: { name: string; email: string | null; revision: number };
  staff: StaffOption[];
  formKey: string;
  /** The member reading the page: the interviewer the form proposes. */
  me?: string;
};

/**
 * A job applicant's interview: the ones set (the latest first), cancelling the one to come, and setting
 * it (or moving it) with the invitation and its calendar file e-mailed to the person. Plain POST forms.
 */
export function InterviewPanel({
  data,
  interviews,
  outcome,
}: {
  data: PanelData;
  interviews: { list: Interview[]; upcomingId: number | null; today: string };
  outcome: InboxOutcome | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { record, formKey } = data;
  const typed = outcome && (outcome.kind === "problem" || outcome.kind === "stale") ? outcome.interview : undefined;
  const upcoming = interviews.list.find((interview) => interview.id === interviews.upcomingId);
  const when = (interview: Interview) => formatDateTime(interview.startsAt, i18n.language);
  return (
    <section aria-labelledby="record-interview" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="record-interview" className="text-xl font-bold text-brand-900">
        {t("admin.interview.title")}
      </h2>
      {interviews.list.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("admin.interview.none")}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {interviews.list.map((interview) => (
            <li key={interview.id} data-interview={interview.id} className="break-words">
              {t("admin.interview.upcoming", {
                when: when(interview),
                minutes: interview.minutes,
                name: interview.interviewerName,
              })}{" "}
              · <PlaceText place={interview.place} />
              {interview.cancelledAt
                ? ` · ${t("admin.interview.cancelledOn")}`
                : interview.id !== interviews.upcomingId && ` · ${t("admin.interview.past")}`}
            </li>
          ))}
        </ul>
      )}
      {upcoming && (
        <Form key={`cancel ${formKey}`} method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="interview-cancel" />
          <input type="hidden" name="formKey" value={formKey} />
          <input type="hidden" name="revision" value={record.revision} />
          <input type="hidden" name="interviewId" value={upcoming.id} />
          {record.email && <TellBox label={t("admin.interview.tellCancel", { name: record.name })} checked />}
          <button type="submit" className={buttonClasses("danger")}>
            {t("admin.interview.cancel")}
          </button>
        </Form>
      )}
      <Form key={`set ${formKey}`} method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="interview" />
        <input type="hidden" name="formKey" value={formKey} />
        <input type="hidden" name="revision" value={record.revision} />
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            id="interview-day"
            name="day"
            type="date"
            label={t("admin.interview.day")}
            required
            min={interviews.today}
            defaultValue={typed?.day}
          />
          <TextField
            id="interview-time"
            name="time"
            type="time"
            label={t("admin.interview.time")}
            required
            defaultValue={typed?.time}
          />
          <LabelledSelect
            id="interview-minutes"
            name="minutes"
            label={t("admin.interview.minutes")}
            defaultValue={typed?.minutes ?? String(upcoming?.minutes ?? 45)}
          >
            {LENGTHS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t("admin.interview.minutesOption", { count: minutes })}
              </option>
            ))}
          </LabelledSelect>
        </div>
        <TextField
          id="interview-place"
          name="place"
          label={t("admin.interview.place")}
          hint={t("admin.interview.placeHint")}
          required
          maxLength={300}
          defaultValue={typed?.place ?? upcoming?.place}
        />
        <LabelledSelect
          id="interview-interviewer"
          name="interviewer"
          label={t("admin.interview.interviewer")}
          defaultValue={typed?.interviewer ?? upcoming?.interviewerId ?? data.me ?? ""}
        >
          {data.staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </LabelledSelect>
        {record.email ? (
          <TellBox
            label={t("admin.interview.tell", { name: record.name })}
            checked={typed ? typed.tell === "yes" : true}
          />
        ) : (
          <p className="text-sm text-slate-700">{t("admin.interview.noEmail")}</p>
        )}
        <button type="submit" className={buttonClasses("secondary")}>
          {t(upcoming ? "admin.interview.move" : "admin.interview.schedule")}
        </button>
      </Form>
    </section>
  );
}

/** A place that is a video call's link is a link; an address is text. */
function PlaceText({ place }: { place: string }) {
  return /^https:\/\/\S+$/.test(place) ? (
    <a href={place} rel="noopener noreferrer nofollow" target="_blank" className="text-brand-800 underline">
      {place}
    </a>
  ) : (
    <>{place}</>
  );
}

function TellBox({ label, checked }: { label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-slate-800">
      <input type="checkbox" name="tell" value="yes" defaultChecked={checked} className="size-6 shrink-0" />
      {label}
    </label>
  );
}
