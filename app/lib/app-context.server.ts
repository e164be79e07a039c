import type { Logger } from "pino";
import { createContext } from "react-router";
import type { AppEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { FileStore } from "./file-store.server";

export type AppServices = {
  env: AppEnv;
  database: DatabaseHandle;
  logger: Logger;
  /** Private storage of uploaded files. */
  fileStore: FileStore;
};

/** What loaders and actions reach through `context.get(appServicesContext)`. */
export const appServicesContext = createContext<AppServices>();
