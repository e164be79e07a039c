import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { isDatabaseUnavailable } from "./db/unavailable.server";
import { cspNonceContext, NonceProvider } from "./lib/csp-nonce";
import { PassThrough, Writable } from "node:stream";
import { appServicesContext } from "~/lib/app-context.server";
import { answerForPageCode, deferHydration } from "~/lib/page-speed/hydrate-after-paint.server";
import { PAGE_CODE_PARAM, sharedPageAddress } from "~/lib/page-speed/page-code-apart";
import { InlineArtworkProvider } from "~/lib/page-speed/inline-artwork";
import { inlineArtwork } from "~/lib/page-speed/inline-artwork.server";
import { keptAnswerToStoredSubmission, notePageCode, renderedSecrets } from "~/lib/rendered-secrets.server";

export const streamTimeout = 5_000;

/** Requests whose page failed because the database could not be reached: they answer 503, not 500. */
const databaseDown = new WeakSet<Request>();

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isDatabaseUnavailable(error)) databaseDown.add(request);
  if (!request.signal.aborted && !isRouteErrorResponse(error)) console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A form posted without JavaScript was stored: the page cache may keep the page that answers it (ADR 081).
  const kept = responseStatusCode === 200 ? keptAnswerToStoredSubmission() : undefined;
  if (kept) return kept;
  const nonce = loadContext.get(cspNonceContext);
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    // Every page is rendered whole before it is sent: the status code is final and
    // a slow phone gets complete HTML in one go (no loader here streams data).
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineArtworkProvider value={inlineArtwork}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineArtworkProvider>
      </NonceProvider>,
      {
        nonce,
        // Complete Suspense boundaries (sections that hydrate when visible) stay inline in the HTML;
        // React would otherwise move big ones to the end of the document behind a delayed reveal script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const status = failed
            ? 500
            : responseStatusCode === 500 && databaseDown.has(request)
              ? 503
              : responseStatusCode;
          if (!loadContext.get(appServicesContext).env.hydrateAfterPaint) {
            const body = new PassThrough();
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
            return void pipe(body);
          }
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              resolve(pageAfterPaint(request, Buffer.concat(chunks), status, responseHeaders));
              done();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * The page with its code after the paint (ADR 028); a page the same for every visitor sends its code and data
 * apart, at its own address with `page-code` (ADR 087), which is what a GET with `page-code` gets instead.
 */
function pageAfterPaint(request: Request, html: Buffer<ArrayBuffer>, status: number, headers: Headers): Response {
  const url = new URL(request.url);
  const get = request.method === "GET";
  const address = get && status === 200 ? sharedPageAddress(url) : null;
  const { page, code } = deferHydration(html, address === null ? undefined : { address, keys: renderedSecrets() });
  const asked = get ? url.searchParams.get(PAGE_CODE_PARAM) : null;
  if (asked !== null) return answerForPageCode(asked, code, status);
  if (code) notePageCode(code);
  return new Response(page, { headers, status });
}
