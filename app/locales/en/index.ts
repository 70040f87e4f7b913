/** The English UI catalogue, one namespace per area (the source every other language translates). */
import { account } from "./account";
import { admin } from "./admin";
import { auth } from "./auth";
import { common } from "./common";
import { site } from "./site";
import { table } from "./table";
import { verify } from "./verify";
import { wallet } from "./wallet";

export const en = { common, site, auth, account, wallet, table, admin, verify };
