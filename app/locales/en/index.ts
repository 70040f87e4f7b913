/** The English UI catalogue, one namespace per area (the source every other language translates). */
import { common } from "./common";
import { table } from "./table";

export const en = { common, table };
