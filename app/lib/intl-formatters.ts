const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** Building an Intl formatter costs far more than using one: each kind, locale and set of options is built once. */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, build: () => F, ...key: unknown[]): F {
  const id = `${kind}|${JSON.stringify(key)}`;
  let format = formatters.get(id) as F | undefined;
  if (!format) formatters.set(id, (format = build()));
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached("number", () => new Intl.NumberFormat(locale, options), locale, options);

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached("date", () => new Intl.DateTimeFormat(locale, options), locale, options);
