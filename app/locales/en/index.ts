/** The English UI catalogue, one namespace per area (the source every other language translates). */
import { account } from "./account";
import { auth } from "./auth";
import { common } from "./common";

export const en = { common, auth, account };
