/**
 * The bet history's filters: from and to (days in India time), wallet and outcome. A GET form over the page's own
 * address, so it works before the page's script has loaded; with the script, a submission puts only the filters in
 * use in the address (a new history entry, so Back returns to the previous view) and the page reloads its list.
 */
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BET_HISTORY_OUTCOMES, BET_HISTORY_WALLETS } from "~/domain/validation/bet-history";
import { type BetHistoryFilters, isFiltered } from "../../lib/bet-history";
import { Button } from "../ui/button";
import { Field, inputClass } from "../ui/field";

/** A select of one filter: "all", then each choice by its label. */
function ChoiceField({
	label,
	name,
	value,
	all,
	choices,
}: {
	label: string;
	name: keyof BetHistoryFilters;
	value: string;
	all: string;
	choices: Record<string, string>;
}) {
	return (
		<Field label={label} labelClassName="block text-xs font-bold">
			{(control) => (
				<select {...control} name={name} defaultValue={value || "all"} className={inputClass}>
					<option value="all">{all}</option>
					{Object.entries(choices).map(([choice, text]) => (
						<option key={choice} value={choice}>
							{text}
						</option>
					))}
				</select>
			)}
		</Field>
	);
}

export function BetHistoryFilterForm({
	filters,
	onApply,
}: {
	/** The filters of the address; the form starts from them (give the form a `key` that changes with them). */
	filters: BetHistoryFilters;
	onApply: (filters: BetHistoryFilters) => void;
}) {
	const { t } = useTranslation("wallet");
	const submit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault();
		const form = new FormData(event.currentTarget);
		const read = (name: keyof BetHistoryFilters) => String(form.get(name) ?? "");
		onApply({ from: read("from"), to: read("to"), wallet: read("wallet"), outcome: read("outcome") });
	};
	const wallets = Object.fromEntries(BET_HISTORY_WALLETS.map((w) => [w, t(`betHistory.filters.wallets.${w}`)]));
	const outcomes = Object.fromEntries(BET_HISTORY_OUTCOMES.map((o) => [o, t(`betHistory.outcomes.${o}`)]));
	return (
		<form
			method="get"
			onSubmit={submit}
			aria-label={t("betHistory.filters.label")}
			className="mb-4 grid grid-cols-2 items-end gap-x-3 gap-y-2 rounded-lg border border-edge bg-panel p-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
		>
			<Field label={t("betHistory.filters.from")} labelClassName="block text-xs font-bold">
				{(control) => <input {...control} type="date" name="from" defaultValue={filters.from} className={inputClass} />}
			</Field>
			<Field label={t("betHistory.filters.to")} labelClassName="block text-xs font-bold">
				{(control) => <input {...control} type="date" name="to" defaultValue={filters.to} className={inputClass} />}
			</Field>
			<ChoiceField
				label={t("betHistory.filters.wallet")}
				name="wallet"
				value={filters.wallet}
				all={t("betHistory.filters.allWallets")}
				choices={wallets}
			/>
			<ChoiceField
				label={t("betHistory.filters.outcome")}
				name="outcome"
				value={filters.outcome}
				all={t("betHistory.filters.allOutcomes")}
				choices={outcomes}
			/>
			<div className="col-span-2 flex items-center gap-3 sm:col-span-1">
				<Button type="submit" size="sm">
					{t("betHistory.filters.filter")}
				</Button>
				{isFiltered(filters) && (
					<Link to={{ search: "" }} className="text-sm text-gold underline underline-offset-2">
						{t("betHistory.filters.clear")}
					</Link>
				)}
			</div>
			<p className="col-span-2 text-xs text-gray-300 sm:col-span-5">{t("betHistory.filters.istNote")}</p>
		</form>
	);
}
