import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { adminMessages, tableChipsRefusal } from "~/domain/admin";
import { rupeesToPaise } from "~/domain/money";
import { TABLE_ID_PATTERN, TABLE_NAME_MAX, TABLE_ORDER_MAX } from "~/domain/tables";
import { api, errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { MAIN_TABLE_SEAT } from "../roulette/table-seat";
import { Button } from "../ui/button";
import { FormAlert, LimitFields, limitsRefusal } from "./ui";

/** A table's settings as the operator types them (docs/decisions/0620-tables-and-racetrack.md, "Admin controls"). */
export type TableFieldValues = { name: string; minBet: string; maxBet: string; chips: string; sortOrder: string };

/** The fields of a table as they are shown: chips as "10, 20, 50". */
export function fieldValuesOf(table: {
	name: string;
	minBet: number;
	maxBet: number;
	chipValues: readonly number[];
	sortOrder: number;
}): TableFieldValues {
	return {
		name: table.name,
		minBet: String(table.minBet),
		maxBet: String(table.maxBet),
		chips: table.chipValues.join(", "),
		sortOrder: String(table.sortOrder),
	};
}

/** "10, 20, 50" (commas or spaces) as rupees; anything that is not a number stays NaN, which the rule refuses. */
export function chipsOf(text: string): number[] {
	return text
		.split(/[\s,]+/)
		.filter(Boolean)
		.map((chip) => Number(chip));
}

function chipsRefusal(text: string): string | null {
	const chips = chipsOf(text);
	if (!chips.every(Number.isInteger)) return adminMessages.tableChips;
	try {
		return tableChipsRefusal(chips.map((chip) => rupeesToPaise(chip)));
	} catch {
		// Too large to be an amount at all.
		return adminMessages.tableChips;
	}
}

/** The operator's fields checked by the rules the API applies (it checks them again), or the first refusal. */
export function tableFieldsRefusal(values: TableFieldValues): string | null {
	const name = values.name.trim();
	if (name.length === 0 || name.length > TABLE_NAME_MAX) return adminMessages.tableName;
	const limits = limitsRefusal(values.minBet, values.maxBet);
	if (limits) return limits;
	if (chipsRefusal(values.chips)) return adminMessages.tableChips;
	const order = Number(values.sortOrder);
	if (values.sortOrder.trim() === "" || !Number.isInteger(order) || order < 0 || order > TABLE_ORDER_MAX) {
		return adminMessages.tableOrder;
	}
	return null;
}

/** The body fields for the API: rupees and numbers from what was typed (checked by `tableFieldsRefusal` first). */
export function tableBody(values: TableFieldValues) {
	return {
		name: values.name.trim(),
		minBet: Number(values.minBet),
		maxBet: Number(values.maxBet),
		chipValues: chipsOf(values.chips),
		sortOrder: Number(values.sortOrder),
	};
}

const field = "w-full rounded-md border border-edge bg-page px-2 py-1.5";

/** Name, limits, chips and lobby place of a table: the fields of the settings form and of the new-table form. */
export function TableFields({
	values,
	onChange,
}: {
	values: TableFieldValues;
	onChange: (values: TableFieldValues) => void;
}) {
	const { t } = useTranslation("admin");
	const set = (key: keyof TableFieldValues) => (value: string) => onChange({ ...values, [key]: value });
	return (
		<>
			<label className="flex w-full flex-col gap-1 text-xs sm:w-60">
				{t("tables.name")}
				<input
					className={field}
					value={values.name}
					maxLength={TABLE_NAME_MAX}
					onChange={(e) => set("name")(e.target.value)}
				/>
			</label>
			<LimitFields min={values.minBet} max={values.maxBet} onMin={set("minBet")} onMax={set("maxBet")} />
			<label className="flex w-full flex-col gap-1 text-xs sm:w-60">
				{t("tables.chipsField")}
				<input
					className={field}
					inputMode="numeric"
					value={values.chips}
					onChange={(e) => set("chips")(e.target.value)}
				/>
			</label>
			<label className="flex w-28 flex-col gap-1 text-xs">
				{t("tables.sortOrder")}
				<input
					className={field}
					type="number"
					inputMode="numeric"
					min={0}
					max={TABLE_ORDER_MAX}
					value={values.sortOrder}
					onChange={(e) => set("sortOrder")(e.target.value)}
				/>
			</label>
		</>
	);
}

/**
 * A new table (POST /api/admin/tables), behind a "New table" button: its id (its address and its room's name), name,
 * limits, chips and lobby place. It opens at once; `onCreated` is given its id.
 */
export function NewTableForm({ onCreated }: { onCreated: (id: string) => void }) {
	const { t } = useTranslation("admin");
	const formId = useId();
	const [open, setOpen] = useState(false);
	const [id, setId] = useState("");
	// The main table's limits and chips to start from; no name, and no place (last in the lobby).
	const [values, setValues] = useState<TableFieldValues>({
		...fieldValuesOf({ ...MAIN_TABLE_SEAT, name: "", sortOrder: 0 }),
		sortOrder: "",
	});
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);

	const submit = async (e: FormEvent) => {
		e.preventDefault();
		const problem = TABLE_ID_PATTERN.test(id)
			? tableFieldsRefusal({ ...values, sortOrder: values.sortOrder.trim() === "" ? "0" : values.sortOrder })
			: adminMessages.tableId;
		setError(problem);
		if (problem) return;
		setBusy(true);
		try {
			const { sortOrder, ...body } = tableBody(values);
			const json = { id, ...body, ...(values.sortOrder.trim() === "" ? {} : { sortOrder }) };
			const response = await api.api.admin.tables.$post({ json });
			if (!response.ok) {
				setError(await errorMessage(response, "Something Went Wrong!"));
				return;
			}
			notify.success(adminMessages.tableCreated);
			setOpen(false);
			onCreated(id);
		} catch {
			setError("Something Went Wrong!");
		} finally {
			setBusy(false);
		}
	};

	return (
		<div className="flex flex-col gap-3">
			<Button
				variant="outline"
				size="sm"
				className="self-start"
				aria-expanded={open}
				aria-controls={formId}
				onClick={() => setOpen((on) => !on)}
			>
				{t("tables.new")}
			</Button>
			{open && (
				<form
					id={formId}
					noValidate
					onSubmit={submit}
					aria-label={t("tables.new")}
					className="flex flex-wrap items-end gap-3 rounded-xl border border-edge bg-panel-deep p-4"
				>
					<p className="basis-full text-sm text-gray-300">{t("tables.newIntro")}</p>
					<label className="flex w-full flex-col gap-1 text-xs sm:w-48">
						{t("tables.id")}
						<input
							className={field}
							value={id}
							autoCapitalize="none"
							spellCheck={false}
							onChange={(e) => setId(e.target.value.trim())}
						/>
					</label>
					<TableFields values={values} onChange={setValues} />
					<Button type="submit" size="sm" busy={busy} busyLabel={t("saving")}>
						{t("tables.create")}
					</Button>
					<FormAlert message={error} />
				</form>
			)}
		</div>
	);
}

/** The fields of a PATCH: only those the operator changed (so a rename does not resend the limits). */
export function changedFields(before: TableFieldValues, after: TableFieldValues) {
	const [was, now] = [tableBody(before), tableBody(after)];
	return Object.fromEntries(
		(Object.keys(now) as Array<keyof typeof now>)
			.filter((key) => JSON.stringify(now[key]) !== JSON.stringify(was[key]))
			.map((key) => [key, now[key]]),
	) as Partial<typeof now>;
}
