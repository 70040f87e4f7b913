import type { InferResponseType } from "hono/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { adminMessages } from "~/domain/admin";
import { gameSwitchMessages } from "~/domain/messages/tables";
import type { TableUpdate } from "~/domain/tables";
import { api, errorMessage } from "../../lib/api";
import { useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";
import { Button } from "../ui/button";
import { changedFields, fieldValuesOf, TableFields, type TableFieldValues, tableFieldsRefusal } from "./table-settings";
import { ConfirmDialog, type ConfirmRequest, FormAlert, StatusPill, useAdminMoney } from "./ui";

export type AdminTable = InferResponseType<typeof api.api.admin.tables.$get, 200>["tables"][number];

/** PATCH /api/admin/tables/:id; the server's message (in the page's language) on a refusal. */
async function saveTable(id: string, json: TableUpdate): Promise<string | null> {
	try {
		const response = await api.api.admin.tables[":id"].$patch({ param: { id }, json });
		if (!response.ok) return await errorMessage(response, "Something Went Wrong!");
		notify.success(adminMessages.tableSaved);
		return null;
	} catch {
		return "Something Went Wrong!";
	}
}

/**
 * A table's switch and settings (docs/decisions/0620-tables-and-racetrack.md, "Admin controls per table"): switching
 * off asks first; the name, limits, chips and lobby place are checked here with the server's rules, and only what
 * changed is sent. Limits apply from the table's next round; chips and the name from the players' next visit.
 */
export function TableControls({ table, onSaved }: { table: AdminTable; onSaved: () => void }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const { inr } = useAdminMoney();
	const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
	const saved = fieldValuesOf(table);
	const [values, setValues] = useState<TableFieldValues>(saved);
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const open = table.status === "active";

	const change = async (json: TableUpdate) => {
		const refused = await saveTable(table.id, json);
		setError(refused);
		if (refused) notify.error(refused);
		else onSaved();
	};
	const toggle = async () => {
		if (!open) return change({ status: "active" });
		// Switching off closes the table to players after its round: ask first.
		setConfirm({
			title: gameSwitchMessages.disableTitle(table.name),
			text: gameSwitchMessages.disableConfirm(table.name),
			confirmLabel: gameSwitchMessages.disableLabel,
			danger: true,
			run: () => change({ status: "disabled" }),
		});
	};
	const submit = async (e: FormEvent) => {
		e.preventDefault();
		const problem = tableFieldsRefusal(values);
		setError(problem);
		if (problem) return;
		const changed = changedFields(saved, values);
		if (Object.keys(changed).length === 0) return setError(adminMessages.nothingToChange);
		setBusy(true);
		try {
			await change(changed);
		} finally {
			setBusy(false);
		}
	};
	return (
		<section
			aria-labelledby="table-controls-heading"
			className="flex flex-col gap-3 rounded-xl border border-edge bg-panel-deep p-4"
			data-testid="table-controls"
		>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="table-controls-heading" className="text-lg font-bold">
					{t("tables.controls")}
				</h2>
				<div className="flex items-center gap-2">
					<StatusPill status={table.status} />
					<Button variant="secondary" size="sm" role="switch" aria-checked={open} onClick={toggle}>
						{/* What a click does: close an open table, open a closed one. */}
						{open ? t("tables.close") : t("tables.openAction")}
						<span className="sr-only"> {table.name}</span>
					</Button>
				</div>
			</div>
			<p className="text-sm text-gray-300">
				{t("tables.intro")} {say(adminMessages.tableLimitsFromNextRound)}
			</p>
			<p className="text-sm text-gray-300">{t("tables.chips", { chips: table.chipValues.map(inr).join(", ") })}</p>
			<form
				noValidate
				onSubmit={submit}
				aria-label={t("tables.limitsForm", { name: table.name })}
				className="flex flex-wrap items-end gap-3"
			>
				<TableFields values={values} onChange={setValues} />
				<Button type="submit" size="sm" busy={busy} busyLabel={t("saving")}>
					{t("save")}
				</Button>
				<FormAlert message={error} />
			</form>
			<ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
		</section>
	);
}
