import { useTranslation } from "react-i18next";

/** In demo mode every page says that balances are demo money (docs/product.md#operator-mode). */
export function DemoBanner() {
	const { t } = useTranslation("site");
	return (
		<aside aria-label={t("demo.label")} className="bg-cta px-4 py-1 text-center text-xs font-semibold text-black">
			{t("demo.text")}
		</aside>
	);
}
