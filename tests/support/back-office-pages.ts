import { inboxes, type StaffRole } from "~/domain/choices";
import { isBackOfficeAccess, type BackOfficeAccess } from "~/modules/staff/access.server";
import routes from "~/routes";

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };

/**
 * Every address of the route table under /admin (a route's children joined to its path), with its module; the
 * inboxes' pages once for each inbox (`/admin/:inbox` → `/admin/messages`, …).
 */
function backOfficeRoutes(entries: RouteEntry[], parent = ""): Array<{ address: string; file: string }> {
  return entries.flatMap((entry) => {
    const here = entry.index ? parent : entry.path ? `${parent}/${entry.path}` : parent;
    const own =
      here.startsWith("/admin") && (entry.index || !entry.children)
        ? (here.includes("/:inbox") ? inboxes.map((inbox) => here.replace("/:inbox", `/${inbox}`)) : [here]).map(
            (address) => ({ address, file: entry.file }),
          )
        : [];
    return [...own, ...backOfficeRoutes(entry.children ?? [], here)];
  });
}

/**
 * The sign-in steps are open to everyone; everything else under /admin is behind its page's declaration.
 * `/admin/*` is the back-office's 404 for any address that names no page (back-office-security.test.ts).
 */
const openToAll = new Set(["/admin/sign-in", "/admin/two-factor"]);

export type BackOfficePage = {
  /** The route table's address, with its parameters (`/admin/jobs/:jobId`). */
  path: string;
  file: string;
  /** The page's declaration of who may open it, read from its route module's middleware; null without one. */
  access: BackOfficeAccess | null;
};

async function declarationOf(file: string): Promise<BackOfficeAccess | null> {
  const module = (await import(`../../app/${file}`)) as { middleware?: unknown[] };
  return module.middleware?.find(isBackOfficeAccess) ?? null;
}

/** Every back-office page of the route table, with its access declaration: the policy the tests hold the site to. */
export const backOfficePages: BackOfficePage[] = await Promise.all(
  backOfficeRoutes(routes as RouteEntry[])
    .filter(({ address }) => !openToAll.has(address) && address !== "/admin/*")
    .map(async ({ address, file }) => ({ path: address, file, access: await declarationOf(file) })),
);

function pageAt(address: string): BackOfficePage {
  const page = backOfficePages.find((candidate) => candidate.path === address);
  if (!page) throw new Error(`${address} is not a back-office page of the route table`);
  return page;
}

/** The roles the page at an address of the route table allows; none when it declares nothing. */
export const rolesAllowedAt = (address: string): readonly StaffRole[] => pageAt(address).access?.rolesAt(address) ?? [];

/** A file or an export, not a page: refused with a status, never sent to the sign-in page. */
export const isDownloadAt = (address: string): boolean => pageAt(address).access?.download === true;
