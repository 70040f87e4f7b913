/** Typed keys for `t()`: the English catalogue is the list of what may be said. */
import "i18next";
import type { en } from "./en";

declare module "i18next" {
	interface CustomTypeOptions {
		defaultNS: "common";
		resources: typeof en;
	}
}
