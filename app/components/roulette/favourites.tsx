/**
 * The player's favourite bets (docs/decisions/0620-tables-and-racetrack.md), in a dialog opened beside the chips:
 * save what is on the slip under a name, place a favourite with one tap (its bets go on the slip as if placed by
 * hand), rename or delete one. Kept on the server, up to 15. A favourite saved with racetrack calls on the slip keeps
 * them: the list names them, and placing it puts them back on the slip as calls.
 *
 * On the framework's data layer (docs/decisions/0950-pages-on-the-data-layer.md): the list comes from
 * /resources/favourites through a fetcher, and saving, renaming and deleting are that route's action
 * (app/routes/resources/favourites.ts), after which the list fetcher is revalidated. The name fields are Conform
 * forms over the shared schemas: an error shows next to its field, what was typed stays after a refusal, and the
 * buttons wait while any of the dialog's requests is on its way (the fetchers' state).
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useFetcher, useFetchers } from "react-router";
import { FAVOURITE_NAME_MAX, MAX_FAVOURITES } from "~/domain/favourites";
import { callName } from "~/domain/roulette/call-names";
import type { BetRequest } from "~/domain/roulette/protocol";
import type { NamedCall } from "~/domain/roulette/racetrack";
import { favouriteFormSchema, favouriteRenameSchema } from "~/domain/validation/favourites";
import type { FavouriteView } from "~/server/favourites";
import { notify } from "../../lib/toast";
import { newIdempotencyKey } from "../../lib/transactions";
import type { clientLoader, FavouriteReply } from "../../routes/resources/favourites";
import { Dialog } from "../ui/dialog";
import { FieldError } from "../ui/field";
import { useTableWords } from "./table-words";

export type Favourite = FavouriteView;

/** The resource route the dialog reads and changes the favourites through. */
export const FAVOURITES_ROUTE = "/resources/favourites";

const input =
	"min-h-10 min-w-0 flex-1 rounded-lg border border-gray-500 bg-page px-3 text-sm text-white placeholder:text-gray-400";
const smallButton =
	"grid size-10 shrink-0 place-items-center rounded-lg bg-raised text-white hover:bg-panel disabled:opacity-50";

/** True while any of the dialog's changes is on its way or its list is being read again after it. */
function useChanging(): boolean {
	return useFetchers().some((f) => f.state !== "idle" && f.formAction === FAVOURITES_ROUTE);
}

/** A fetcher's answer once it has come (not while the next request is on its way). */
function answered(fetcher: { state: string; data?: FavouriteReply }): FavouriteReply | undefined {
	return fetcher.state === "idle" ? fetcher.data : undefined;
}

/** Says a change's success as the server words it (a toast), then calls `done`. */
function useSaid(answer: FavouriteReply | undefined, done?: () => void) {
	// biome-ignore lint/correctness/useExhaustiveDependencies: once per answer.
	useEffect(() => {
		if (!answer?.sent) return;
		notify.success(answer.sent);
		done?.();
	}, [answer]);
}

type Props = {
	open: boolean;
	onClose: () => void;
	/** What is on the slip now: what "Save" keeps. */
	slipBets: readonly BetRequest[];
	/** The racetrack calls among them: saved with them. */
	slipCalls: readonly NamedCall[];
	/** Puts a favourite's bets (and its calls) on the slip; false when the table refused them (it says why). */
	onPlace: (bets: Favourite["bets"], calls: readonly NamedCall[]) => boolean;
};

export function FavouritesDialog(props: Props) {
	const { t } = useTableWords();
	return (
		<Dialog open={props.open} title={t("favourites.title")} onClose={props.onClose} closeButton testId="favourites">
			<Favourites {...props} />
		</Dialog>
	);
}

/** The dialog's content, mounted while it is open: each opening reads the list again. */
function Favourites({ onClose, slipBets, slipCalls, onPlace }: Props) {
	const { t, say } = useTableWords();
	const list = useFetcher<typeof clientLoader>({ key: "favourites" });
	const save = useFetcher<FavouriteReply>();
	const remove = useFetcher<FavouriteReply>();
	const changing = useChanging();
	const [renaming, setRenaming] = useState<string | null>(null);
	const { load } = list;
	useEffect(() => {
		void load(FAVOURITES_ROUTE);
	}, [load]);

	const saved = answered(save);
	const removed = answered(remove);
	useSaid(saved);
	useSaid(removed);
	// A fresh key for each save, made again after every answer (docs/decisions/0300).
	// biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is what asks for a new key.
	const idempotencyKey = useMemo(() => newIdempotencyKey(), [saved]);
	const base = useId();
	const [form, fields] = useForm({
		id: `${base}-save`,
		lastResult: saved?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: favouriteFormSchema }),
		shouldRevalidate: "onInput",
	});

	const answer = list.data?.answer;
	const listed = answer?.refused === null ? answer : null;
	const favourites = listed ? listed.favourites : list.data ? [] : null;
	const max = listed?.max ?? MAX_FAVOURITES;
	const offline = t("favourites.offline");
	const problem =
		form.errors?.[0] ??
		fields.bets.errors?.[0] ??
		fields.calls.errors?.[0] ??
		(saved?.offline && offline) ??
		removed?.refused ??
		(removed?.offline && offline) ??
		answer?.refused ??
		(list.data?.failed ? offline : null);
	const full = (favourites?.length ?? 0) >= max;
	const nameError = fields.name.errors?.[0];
	return (
		<div className="space-y-3 text-sm">
			<save.Form method="post" action={FAVOURITES_ROUTE} {...getFormProps(form)} className="space-y-1">
				<input type="hidden" name="intent" value="save" />
				<input type="hidden" name="bets" value={JSON.stringify(slipBets)} />
				{slipCalls.length > 0 && <input type="hidden" name="calls" value={JSON.stringify(slipCalls)} />}
				<input type="hidden" name="idempotencyKey" value={idempotencyKey} />
				<label htmlFor={fields.name.id} className="block font-bold">
					{t("favourites.saveLabel")}
				</label>
				<div className="flex gap-2">
					<input
						{...getInputProps(fields.name, { type: "text" })}
						key={fields.name.key}
						maxLength={FAVOURITE_NAME_MAX + 10}
						placeholder={t("favourites.namePlaceholder")}
						autoComplete="off"
						className={input}
					/>
					<button
						type="submit"
						disabled={changing || slipBets.length === 0 || full}
						className="min-h-10 shrink-0 rounded-full bg-cta px-4 font-bold text-black disabled:opacity-60"
					>
						{t("favourites.save")}
					</button>
				</div>
				<FieldError id={fields.name.errorId} message={nameError ? say(nameError) : null} />
				{slipBets.length === 0 && <p className="text-xs text-gray-300">{t("favourites.emptySlip")}</p>}
			</save.Form>
			<p role="alert" data-testid="favourites-problem" className="font-bold text-red-300 empty:hidden">
				{problem && say(problem)}
			</p>
			{favourites === null ? (
				<p className="text-gray-300">{t("favourites.loading")}</p>
			) : favourites.length === 0 ? (
				<p className="text-gray-300">{t("favourites.none")}</p>
			) : (
				<>
					<p className="text-xs text-gray-300">{t("favourites.count", { count: favourites.length, max })}</p>
					<ul className="max-h-72 space-y-1.5 overflow-y-auto" data-testid="favourite-list">
						{favourites.map((favourite) =>
							renaming === favourite.id ? (
								<li key={favourite.id}>
									<RenameForm favourite={favourite} busy={changing} onDone={() => setRenaming(null)} />
								</li>
							) : (
								<li key={favourite.id} className="flex items-center gap-1.5">
									<button
										type="button"
										aria-label={t("favourites.place", { name: favourite.name })}
										onClick={() => {
											if (onPlace(favourite.bets, favourite.calls ?? [])) onClose();
										}}
										className="flex min-h-10 min-w-0 flex-1 flex-col items-start justify-center rounded-lg bg-raised px-3 py-1 text-left hover:bg-panel"
									>
										<span className="w-full truncate font-bold">{favourite.name}</span>
										<span className="text-xs text-gray-300">
											{t("favourites.bets", { count: favourite.bets.length })}
										</span>
										{(favourite.calls ?? []).length > 0 && (
											<span className="w-full truncate text-xs text-gold" data-testid="favourite-calls">
												{(favourite.calls ?? []).map(({ call }) => say(callName(call))).join(" · ")}
											</span>
										)}
									</button>
									<button
										type="button"
										aria-label={t("favourites.rename", { name: favourite.name })}
										onClick={() => setRenaming(favourite.id)}
										className={smallButton}
									>
										<Pencil className="size-4" aria-hidden="true" />
									</button>
									<button
										type="button"
										aria-label={t("favourites.delete", { name: favourite.name })}
										disabled={changing}
										onClick={() =>
											void remove.submit(
												{ intent: "delete", id: favourite.id },
												{ method: "post", action: FAVOURITES_ROUTE },
											)
										}
										className={smallButton}
									>
										<Trash2 className="size-4" aria-hidden="true" />
									</button>
								</li>
							),
						)}
					</ul>
				</>
			)}
		</div>
	);
}

/** A favourite's new name, in its row: its error under it; Cancel (or the saved name) goes back to the row. */
function RenameForm({ favourite, busy, onDone }: { favourite: Favourite; busy: boolean; onDone: () => void }) {
	const { t, say } = useTableWords();
	const rename = useFetcher<FavouriteReply>();
	const result = answered(rename);
	useSaid(result, onDone);
	const [form, fields] = useForm({
		id: `rename-${favourite.id}`,
		lastResult: result?.result,
		defaultValue: { id: favourite.id, name: favourite.name },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: favouriteRenameSchema }),
		shouldRevalidate: "onInput",
	});
	const problem = fields.name.errors?.[0] ?? form.errors?.[0] ?? (result?.offline ? t("favourites.offline") : null);
	return (
		<rename.Form method="post" action={FAVOURITES_ROUTE} {...getFormProps(form)}>
			<input type="hidden" name="intent" value="rename" />
			<input type="hidden" name={fields.id.name} value={favourite.id} />
			<div className="flex gap-2">
				<input
					{...getInputProps(fields.name, { type: "text" })}
					key={fields.name.key}
					aria-label={t("favourites.newName", { name: favourite.name })}
					maxLength={FAVOURITE_NAME_MAX + 10}
					className={input}
				/>
				<button
					type="submit"
					disabled={busy}
					className="min-h-10 shrink-0 rounded-full bg-cta px-3 font-bold text-black disabled:opacity-60"
				>
					{t("favourites.saveName")}
				</button>
				<button type="button" onClick={onDone} className="min-h-10 shrink-0 rounded-full border border-gray-400 px-3">
					{t("favourites.cancel")}
				</button>
			</div>
			<FieldError id={fields.name.errorId} message={problem ? say(problem) : null} />
		</rename.Form>
	);
}
