import { useTranslation } from "react-i18next";
import { ButtonLink } from "./ui/button";

export function NotFound() {
	const { t } = useTranslation("site");
	return (
		<section className="grid min-h-[60vh] place-items-center bg-linear-to-r from-[#17071d] to-[#332538] px-4 text-center">
			<div>
				<h1 className="animate-pulse text-8xl font-black sm:text-9xl">404</h1>
				<p className="mt-4 text-gray-300">{t("notFound.message")}</p>
				<ButtonLink to="/" pill className="mt-8">
					{t("notFound.home")}
				</ButtonLink>
			</div>
		</section>
	);
}
