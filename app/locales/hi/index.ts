/** The Hindi UI catalogue and the Hindi of the domain's messages, loaded together (app/locales/index.ts). */
import type { UiTranslation } from "..";
import { account } from "./account";
import { admin } from "./admin";
import { auth } from "./auth";
import { common } from "./common";
import { site } from "./site";
import { table } from "./table";
import { wallet } from "./wallet";

export { hindiMessages } from "~/domain/i18n/hi/messages";

export const hi: UiTranslation = { common, site, auth, account, wallet, table, admin };
