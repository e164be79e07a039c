/**
 * The headers of a file staff download (a CV, an ID card, an export): always an attachment, never
 * cached, and under a CSP that sandboxes it, should a browser ever render it rather than save it
 * (`nosniff` comes with every answer of the site: server/security-headers.ts).
 */
export function privateDownloadHeaders(contentType: string, disposition: string): HeadersInit {
  return {
    "Content-Type": contentType,
    "Content-Disposition": disposition,
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
  };
}

/**
 * A HEAD asks what a download would be without taking it: it gets the headers and changes nothing,
 * not even the history line a download writes (ADR 039).
 */
export const isHeadRequest = (request: Request) => request.method === "HEAD";
