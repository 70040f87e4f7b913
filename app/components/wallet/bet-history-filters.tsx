/**
 * The bet history's filters: from and to (days in India time), wallet and outcome. A GET form over the page's own
 * address, so it works before the page's script has loaded; with the script, a submission puts only the filters in
 * use in the address (a new history entry, so Back returns to the previous view) and the page reloads its list.
 */
import type { FormEvent } from "react";
import { Link } from "react-router";
import { BET_HISTORY_OUTCOMES, type BetHistoryWallet } from "~/domain/validation/bet-history";
import { type BetHistoryFilters, isFiltered, OUTCOME_LABEL } from "../../lib/bet-history";
import { Button } from "../ui/button";
import { Field, inputClass } from "../ui/field";

const WALLET_CHOICES: Record<BetHistoryWallet, string> = { real: "Rupees", tokens: "Tokens" };
const OUTCOME_CHOICES = Object.fromEntries(BET_HISTORY_OUTCOMES.map((o) => [o, OUTCOME_LABEL[o]]));

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
	const submit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault();
		const form = new FormData(event.currentTarget);
		const read = (name: keyof BetHistoryFilters) => String(form.get(name) ?? "");
		onApply({ from: read("from"), to: read("to"), wallet: read("wallet"), outcome: read("outcome") });
	};
	return (
		<form
			method="get"
			onSubmit={submit}
			aria-label="Filter bets"
			className="mb-4 grid grid-cols-2 items-end gap-x-3 gap-y-2 rounded-lg border border-edge bg-panel p-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
		>
			<Field label="From" labelClassName="block text-xs font-bold">
				{(control) => <input {...control} type="date" name="from" defaultValue={filters.from} className={inputClass} />}
			</Field>
			<Field label="To" labelClassName="block text-xs font-bold">
				{(control) => <input {...control} type="date" name="to" defaultValue={filters.to} className={inputClass} />}
			</Field>
			<ChoiceField label="Wallet" name="wallet" value={filters.wallet} all="All wallets" choices={WALLET_CHOICES} />
			<ChoiceField
				label="Outcome"
				name="outcome"
				value={filters.outcome}
				all="All outcomes"
				choices={OUTCOME_CHOICES}
			/>
			<div className="col-span-2 flex items-center gap-3 sm:col-span-1">
				<Button type="submit" size="sm">
					Filter
				</Button>
				{isFiltered(filters) && (
					<Link to={{ search: "" }} className="text-sm text-gold underline underline-offset-2">
						Clear
					</Link>
				)}
			</div>
			<p className="col-span-2 text-xs text-gray-300 sm:col-span-5">Days are in India time (IST).</p>
		</form>
	);
}
