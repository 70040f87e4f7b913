/** The English UI catalogue, one namespace per area (the source every other language translates). */
import { admin } from "./admin";
import { common } from "./common";

export const en = { common, admin };
