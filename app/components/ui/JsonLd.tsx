/**
 * Structured data for search engines, as a JSON-LD block. A data block is never run, so the CSP does not
 * apply to it: no nonce, which would be one more place each kept page is cut to write it (ADR 086).
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // `<` is escaped so the JSON can never close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
