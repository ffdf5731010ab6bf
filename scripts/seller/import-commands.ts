// import, runs and runs:show: they need the import pipeline (lib/server/imports/run-import.ts).
import type { TCommand } from "./args";

export const importCommands: TCommand[] = [];
