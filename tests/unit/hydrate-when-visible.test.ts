import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { hydrateWhenVisible, sameData } from "~/lib/page-speed/hydrate-when-visible";

async function renderOnServer(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe("sections that hydrate when visible", () => {
  it("are rendered whole on the server without the route preloading their code", async () => {
    const Greeting = hydrateWhenVisible("greeting", async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return ({ name }: { name: string }) => createElement("p", null, `Olá, ${name}`);
    });
    const html = await renderOnServer(createElement(Greeting, { name: "Ana" }));
    expect(html).toContain('data-hydrate-when-visible="greeting"');
    expect(html).toContain("<p>Olá, Ana</p>");
  });

  it("treat equal data as equal (new objects, same values) and any change of data as a change", () => {
    const before = { jobs: [{ id: "a", tags: ["x"] }], language: "pt", count: 2 };
    expect(sameData(before, { jobs: [{ id: "a", tags: ["x"] }], language: "pt", count: 2 })).toBe(true);
    expect(sameData(before, { jobs: [{ id: "a", tags: ["y"] }], language: "pt", count: 2 })).toBe(false);
    expect(sameData(before, { jobs: [{ id: "a", tags: ["x"] }], language: "en", count: 2 })).toBe(false);
    expect(sameData(before, { jobs: [{ id: "a", tags: ["x"] }], language: "pt" })).toBe(false);
    expect(sameData({ list: [] }, { list: {} })).toBe(false);
  });

  it("leave callbacks out of the comparison (they reach the section through wrappers that call the latest one)", () => {
    expect(sameData({ onClose: () => 1, page: 1 }, { onClose: () => 2, page: 1 })).toBe(true);
    expect(sameData({ onClose: () => 1, page: 1 }, { onClose: () => 1, page: 2 })).toBe(false);
  });
});
