import type { InferResponseType } from "hono/client";
import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { FAVOURITE_NAME_MAX } from "~/domain/favourites";
import { favouriteMessages } from "~/domain/messages/tables";
import { callName } from "~/domain/roulette/call-names";
import type { BetRequest } from "~/domain/roulette/protocol";
import type { NamedCall } from "~/domain/roulette/racetrack";
import { api, errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { newIdempotencyKey } from "../../lib/transactions";
import { Dialog } from "../ui/dialog";
import { useTableWords } from "./table-words";

type Listed = InferResponseType<typeof api.api.user.favourites.$get, 200>;
export type Favourite = Listed["favourites"][number];

/** A name as the server takes it (1–40 characters after trimming), or the message that says why not. */
export function favouriteNameRefusal(name: string): string | null {
	const trimmed = name.trim();
	if (trimmed.length === 0) return favouriteMessages.nameRequired;
	if (trimmed.length > FAVOURITE_NAME_MAX) return favouriteMessages.nameTooLong(FAVOURITE_NAME_MAX);
	return null;
}

const input =
	"min-h-10 min-w-0 flex-1 rounded-lg border border-gray-500 bg-page px-3 text-sm text-white placeholder:text-gray-400";
const smallButton =
	"grid size-10 shrink-0 place-items-center rounded-lg bg-raised text-white hover:bg-panel disabled:opacity-50";

/**
 * The player's favourite bets (docs/decisions/0620-tables-and-racetrack.md), in a dialog opened beside the chips:
 * save what is on the slip under a name, place a favourite with one tap (its bets go on the slip as if placed by
 * hand), rename or delete one. Kept on the server (`/api/user/favourites`), up to 15. A favourite saved with
 * racetrack calls on the slip keeps them: the list names them, and placing it puts them back on the slip as calls.
 */
export function FavouritesDialog({
	open,
	onClose,
	slipBets,
	slipCalls,
	onPlace,
}: {
	open: boolean;
	onClose: () => void;
	/** What is on the slip now: what "Save" keeps. */
	slipBets: readonly BetRequest[];
	/** The racetrack calls among them: saved with them. */
	slipCalls: readonly NamedCall[];
	/** Puts a favourite's bets (and its calls) on the slip; false when the table refused them (it says why). */
	onPlace: (bets: Favourite["bets"], calls: readonly NamedCall[]) => boolean;
}) {
	const { t, say } = useTableWords();
	const [favourites, setFavourites] = useState<Favourite[] | null>(null);
	const [max, setMax] = useState(15);
	const [name, setName] = useState("");
	const [problem, setProblem] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

	const load = useCallback(async () => {
		try {
			const response = await api.api.user.favourites.$get();
			if (!response.ok) {
				setProblem(await errorMessage(response, favouriteMessages.notFound));
				setFavourites([]);
				return;
			}
			const body = await response.json();
			setFavourites(body.favourites);
			setMax(body.max);
		} catch {
			setProblem(t("favourites.offline"));
			setFavourites([]);
		}
	}, [t]);

	useEffect(() => {
		if (!open) return;
		setProblem(null);
		setRenaming(null);
		void load();
	}, [open, load]);

	/** Runs one request; its refusal is shown in the dialog, its success said in a toast. */
	const run = async (
		request: () => Promise<{ ok: boolean; json(): Promise<unknown> }>,
		done: (body: unknown) => void,
	) => {
		setBusy(true);
		setProblem(null);
		try {
			const response = await request();
			if (!response.ok) {
				setProblem(await errorMessage(response, t("favourites.failed")));
				return;
			}
			const body = (await response.json()) as { message?: string };
			if (body.message) notify.success(body.message);
			done(body);
		} catch {
			setProblem(t("favourites.offline"));
		} finally {
			setBusy(false);
		}
	};

	const save = (event: FormEvent) => {
		event.preventDefault();
		const refused = favouriteNameRefusal(name);
		if (refused) return setProblem(refused);
		const key = newIdempotencyKey();
		void run(
			() =>
				api.api.user.favourites.$post(
					{ json: { name: name.trim(), bets: slipBets, ...(slipCalls.length > 0 ? { calls: slipCalls } : {}) } },
					{ headers: { "Idempotency-Key": key } },
				),
			(body) => {
				const saved = (body as { favourite: Favourite }).favourite;
				setFavourites((list) => [...(list ?? []), saved]);
				setName("");
			},
		);
	};

	const rename = (event: FormEvent) => {
		event.preventDefault();
		if (!renaming) return;
		const refused = favouriteNameRefusal(renaming.name);
		if (refused) return setProblem(refused);
		const { id } = renaming;
		void run(
			() => api.api.user.favourites[":id"].$patch({ param: { id }, json: { name: renaming.name.trim() } }),
			(body) => {
				const updated = (body as { favourite: Favourite }).favourite;
				setFavourites((list) => (list ?? []).map((f) => (f.id === id ? updated : f)));
				setRenaming(null);
			},
		);
	};

	const remove = (favourite: Favourite) =>
		void run(
			() => api.api.user.favourites[":id"].$delete({ param: { id: favourite.id } }),
			() => setFavourites((list) => (list ?? []).filter((f) => f.id !== favourite.id)),
		);

	const full = (favourites?.length ?? 0) >= max;
	return (
		<Dialog open={open} title={t("favourites.title")} onClose={onClose} closeButton testId="favourites">
			<div className="space-y-3 text-sm">
				<form onSubmit={save} className="space-y-1">
					<label htmlFor="favourite-name" className="block font-bold">
						{t("favourites.saveLabel")}
					</label>
					<div className="flex gap-2">
						<input
							id="favourite-name"
							value={name}
							maxLength={FAVOURITE_NAME_MAX + 10}
							onChange={(e) => setName(e.target.value)}
							placeholder={t("favourites.namePlaceholder")}
							autoComplete="off"
							className={input}
						/>
						<button
							type="submit"
							disabled={busy || slipBets.length === 0 || full}
							className="min-h-10 shrink-0 rounded-full bg-cta px-4 font-bold text-black disabled:opacity-60"
						>
							{t("favourites.save")}
						</button>
					</div>
					{slipBets.length === 0 && <p className="text-xs text-gray-300">{t("favourites.emptySlip")}</p>}
				</form>
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
								renaming?.id === favourite.id ? (
									<li key={favourite.id}>
										<form onSubmit={rename} className="flex gap-2">
											<input
												aria-label={t("favourites.newName", { name: favourite.name })}
												value={renaming.name}
												maxLength={FAVOURITE_NAME_MAX + 10}
												onChange={(e) => setRenaming({ id: favourite.id, name: e.target.value })}
												className={input}
											/>
											<button
												type="submit"
												disabled={busy}
												className="min-h-10 shrink-0 rounded-full bg-cta px-3 font-bold text-black disabled:opacity-60"
											>
												{t("favourites.saveName")}
											</button>
											<button
												type="button"
												onClick={() => setRenaming(null)}
												className="min-h-10 shrink-0 rounded-full border border-gray-400 px-3"
											>
												{t("favourites.cancel")}
											</button>
										</form>
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
											onClick={() => setRenaming({ id: favourite.id, name: favourite.name })}
											className={smallButton}
										>
											<Pencil className="size-4" aria-hidden="true" />
										</button>
										<button
											type="button"
											aria-label={t("favourites.delete", { name: favourite.name })}
											disabled={busy}
											onClick={() => remove(favourite)}
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
		</Dialog>
	);
}
