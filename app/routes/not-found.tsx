import { data } from "react-router";
import { NotFound } from "~/components/layout/NotFound";
import { pageMeta, rootMessages } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const texts = rootMessages(args.matches)?.notFound;
  return [
    ...(texts ? pageMeta(args, { title: texts.title, description: texts.message }) : []),
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFoundPage() {
  return <NotFound />;
}
