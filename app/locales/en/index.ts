/** The English UI catalogue, one namespace per area (the source every other language translates). */
import { common } from "./common";
import { site } from "./site";
import { wallet } from "./wallet";

export const en = { common, site, wallet };
