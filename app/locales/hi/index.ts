/** The Hindi UI catalogue and the Hindi of the domain's messages, loaded together (app/locales/index.ts). */
import type { UiTranslation } from "..";
import { common } from "./common";
import { table } from "./table";

export { hindiMessages } from "~/domain/i18n/hi/messages";

export const hi: UiTranslation = { common, table };
