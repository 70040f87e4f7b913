/** The English UI catalogue, one namespace per area (the source every other language translates). */
import { common } from "./common";

export const en = { common };
