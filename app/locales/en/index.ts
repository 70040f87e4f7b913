/** The English UI catalogue, one namespace per area (the source every other language translates). */
import { common } from "./common";
import { wallet } from "./wallet";

export const en = { common, wallet };
