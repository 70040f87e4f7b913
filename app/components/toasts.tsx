import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { TOAST } from "~/domain/messages";
import { useToastsWanted, wantToasts } from "../lib/toast";

const Toaster = lazy(() => import("sonner").then(({ Toaster }) => ({ default: Toaster })));

/**
 * sonner's Toaster, mounted after the page is interactive (when the browser is idle) or at the first
 * toast, so that its ~34 KB stay off the first load while its live region exists before most toasts.
 */
export function Toasts() {
	const wanted = useToastsWanted();
	const { t } = useTranslation("site");
	useEffect(() => {
		if (typeof window.requestIdleCallback === "function") {
			const id = window.requestIdleCallback(wantToasts, { timeout: 3_000 });
			return () => window.cancelIdleCallback(id);
		}
		const timer = setTimeout(wantToasts, 1_000);
		return () => clearTimeout(timer);
	}, []);
	if (!wanted) return null;
	return (
		<Suspense fallback={null}>
			<Toaster
				theme="dark"
				position="top-center"
				richColors
				closeButton
				duration={TOAST.defaultMs}
				visibleToasts={TOAST.limit}
				containerAriaLabel={t("toasts.region")}
				toastOptions={{ closeButtonAriaLabel: t("toasts.close") }}
			/>
		</Suspense>
	);
}
