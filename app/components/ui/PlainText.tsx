import type { ReactNode } from "react";

/** An address written in the text: http(s) only, so no other scheme (javascript:, data:) becomes a link. */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING_PUNCTUATION = /[.,;:!?)»”'"]+$/;

function withLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, "");
    const start = match.index;
    parts.push(text.slice(last, start));
    parts.push(
      <a
        key={start}
        href={address}
        rel="noopener noreferrer nofollow"
        className="font-semibold text-brand-800 underline"
      >
        {address}
      </a>,
    );
    last = start + address.length;
  }
  parts.push(text.slice(last));
  return parts;
}

/**
 * Text staff wrote (news): paragraphs separated by a blank line, web addresses as links, nothing else.
 * No HTML is stored or rendered: React escapes every character of it.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph, index) => (
      <p key={index} className={className}>
        {withLinks(paragraph)}
      </p>
    ));
}
