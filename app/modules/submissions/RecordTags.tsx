import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { TextAreaField, TextField } from "~/components/ui/FormFields";
import { RATING_COMMENT_MAX_LENGTH, TAG_MAX_LENGTH } from "~/domain/inboxes";
import { formatDateTime } from "~/lib/format";
import { useTranslation } from "~/i18n/translate";
import type { InboxOutcome } from "./inbox-actions.server";
import type { RecordTag } from "./record-tags.server";
import type { RatingSummary, RecordRating } from "./record-ratings.server";

const sectionClasses = "rounded-xl border border-slate-200 bg-white p-5";
const sectionTitle = "text-xl font-bold text-brand-900";
const chip =
  "inline-flex items-center rounded-full border border-slate-300 bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800";

/** What a record's tags and ratings sections show. */
export type RecordTagsData = {
  tags: RecordTag[];
  /** The inbox's tags the record does not have: the tag box suggests them. */
  suggestions: RecordTag[];
  /** For the inboxes of applicants: every member's rating, their average, and the reader's own. */
  ratings: { all: RecordRating[]; summary: RatingSummary | null; mine: RecordRating | null } | null;
  formKey: string;
};

/** A record's tags as small chips (the list's rows), named for screen readers. */
export function TagChips({ tags }: { tags: RecordTag[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t("admin.inbox.tags")} className="mt-1 flex flex-wrap gap-1" data-tags>
      {tags.map((tag) => (
        <li key={tag.key} className={chip} data-tag={tag.key}>
          {tag.label}
        </li>
      ))}
    </ul>
  );
}

/** "4.3 from 3 ratings", in the reader's language (one decimal, their decimal sign). */
export function RatingAverage({ summary }: { summary: RatingSummary }) {
  const { t, i18n } = useTranslation();
  const average = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    summary.average,
  );
  return (
    <span data-rating-average={summary.average}>{t("admin.record.average", { average, count: summary.count })}</span>
  );
}

/**
 * The record's tags, each with a button that removes it (a POST form of its own), and a box to add one,
 * suggesting the tags of the inbox. A refused tag comes back as typed.
 */
export function TagsSection({ data, outcome }: { data: RecordTagsData; outcome: InboxOutcome | undefined }) {
  const { t } = useTranslation();
  const typed = outcome?.kind === "problem" ? outcome.tag : undefined;
  return (
    <section aria-labelledby="record-tags" className={sectionClasses}>
      <h2 id="record-tags" className={sectionTitle}>
        {t("admin.record.tagsTitle")}
      </h2>
      {data.tags.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("admin.record.tagsNone")}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" data-tags>
          {data.tags.map((tag) => (
            <li key={tag.key} data-tag={tag.key}>
              <Form
                method="post"
                className="inline-flex items-center rounded-full border border-slate-300 bg-slate-100 pl-3"
              >
                <input type="hidden" name="intent" value="untag" />
                <input type="hidden" name="formKey" value={data.formKey} />
                <input type="hidden" name="tag" value={tag.label} />
                <span className="font-semibold text-slate-800">{tag.label}</span>
                <button
                  type="submit"
                  aria-label={t("admin.record.removeTag", { tag: tag.label })}
                  className="inline-flex size-11 items-center justify-center rounded-full text-xl text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form key={data.formKey} method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="tag" />
        <input type="hidden" name="formKey" value={data.formKey} />
        <TextField
          id="record-tag"
          name="tag"
          label={t("admin.record.tag")}
          hint={t("admin.record.tagHint")}
          required
          maxLength={TAG_MAX_LENGTH}
          autoComplete="off"
          list="record-tag-suggestions"
          defaultValue={typed}
        />
        <datalist id="record-tag-suggestions">
          {data.suggestions.map((tag) => (
            <option key={tag.key} value={tag.label} />
          ))}
        </datalist>
        <button type="submit" className={buttonClasses("secondary")}>
          {t("admin.record.addTag")}
        </button>
      </Form>
    </section>
  );
}

/**
 * An applicant's ratings: every member's (name, score, comment, when), their average, and the reader's own
 * as a 1-to-5 radio group and a comment, which a new one replaces.
 */
export function RatingsSection({ data, outcome }: { data: RecordTagsData; outcome: InboxOutcome | undefined }) {
  const { t, i18n } = useTranslation();
  if (!data.ratings) return null;
  const { all, summary, mine } = data.ratings;
  const typed = outcome?.kind === "problem" ? outcome.comment : undefined;
  return (
    <section aria-labelledby="record-ratings" className={sectionClasses}>
      <h2 id="record-ratings" className={sectionTitle}>
        {t("admin.record.ratingsTitle")}
      </h2>
      <p className="mt-2 font-semibold text-slate-800">
        {summary ? <RatingAverage summary={summary} /> : t("admin.record.ratingsNone")}
      </p>
      {all.length > 0 && (
        <ul className="mt-2 space-y-2">
          {all.map((rating) => (
            <li key={`${rating.staffId ?? ""}${rating.at}`} data-rating={rating.score}>
              <span className="font-semibold">{rating.staffName}</span> ·{" "}
              {t("admin.record.score", { score: rating.score })} ·{" "}
              <time dateTime={rating.at}>{formatDateTime(rating.at, i18n.language)}</time>
              {rating.comment && <span className="block whitespace-pre-wrap text-slate-700">{rating.comment}</span>}
            </li>
          ))}
        </ul>
      )}
      <Form key={data.formKey} method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="rate" />
        <input type="hidden" name="formKey" value={data.formKey} />
        <fieldset aria-describedby="record-score-hint">
          <legend className="text-sm font-semibold text-slate-800">{t("admin.record.yourRating")}</legend>
          <p id="record-score-hint" className="mb-2 text-sm text-slate-600">
            {t("admin.record.scoreHint")}
          </p>
          <div className="flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((score) => (
              <label
                key={score}
                className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="score"
                  value={score}
                  required
                  defaultChecked={mine?.score === score}
                  className="size-5 accent-brand-700"
                />
                {score}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          id="record-rating-comment"
          name="comment"
          label={t("admin.record.comment")}
          optional
          hint={t("admin.record.commentHint")}
          rows={3}
          maxLength={RATING_COMMENT_MAX_LENGTH}
          defaultValue={typed ?? mine?.comment}
        />
        <button type="submit" className={buttonClasses("secondary")}>
          {t("admin.record.rate")}
        </button>
      </Form>
    </section>
  );
}
