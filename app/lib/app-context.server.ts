import type { Logger } from "pino";
import { createContext } from "react-router";
import type { AppEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";

export type AppServices = {
  env: AppEnv;
  database: DatabaseHandle;
  logger: Logger;
};

/** What loaders and actions reach through `context.get(appServicesContext)`. */
export const appServicesContext = createContext<AppServices>();
