/** The Hindi UI catalogue, every namespace (the server's and the tests'; a browser loads one namespace at a time). */
import type { UiTranslation } from "..";
import { account } from "./account";
import { admin } from "./admin";
import { auth } from "./auth";
import { common } from "./common";
import { site } from "./site";
import { table } from "./table";
import { verify } from "./verify";
import { wallet } from "./wallet";

export const hi: UiTranslation = { common, site, auth, account, wallet, table, admin, verify };
