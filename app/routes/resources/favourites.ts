/**
 * /resources/favourites: the player's favourite bets for the table's Favourites dialog
 * (app/components/roulette/favourites.tsx; docs/decisions/0620-tables-and-racetrack.md). Its loader lists them, its
 * action saves (once per idempotency key), renames or deletes one, each through the logic /api/user/favourites uses
 * (server/favourites.ts) after the same role and schema checks; a refusal goes back to the field it concerns (or the
 * form) as Conform's reply, so what the player typed stays. The dialog's list fetcher is revalidated after each.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { authMessages, favouriteMessages } from "~/domain/messages";
import { favouriteFormSchema, favouriteRenameSchema } from "~/domain/validation/favourites";
import { createFavourite, deleteFavourite, listFavourites, updateFavourite } from "~/server/favourites";
import { sessionContext } from "~/server/page-context";
import { pageDatabase } from "../../lib/page-session.server";
import { keepLastAnswer } from "../../lib/polled-answer";
import type { Route } from "./+types/favourites";

/** The signed-in player, or null: an admin or a signed-out page is refused as the API refuses it. */
async function playerOf(context: Readonly<RouterContextProvider>) {
	const session = await context.get(sessionContext)();
	return session?.role === "user" ? session : null;
}

export async function loader({ context }: Route.LoaderArgs) {
	const player = await playerOf(context);
	if (!player) return { refused: authMessages.unauthorized };
	return { refused: null, ...(await listFavourites(pageDatabase(), player.id)) };
}

const keep = keepLastAnswer<Awaited<ReturnType<typeof loader>>>();

/** A phone offline for a moment keeps the list it had, marked failed, instead of the table's error page. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	return keep(serverLoader);
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData();
	const intent = form.get("intent");
	const player = await playerOf(context);
	if (intent === "delete") {
		if (!player) return data({ refused: authMessages.unauthorized }, 401);
		const message = await deleteFavourite(pageDatabase(), player.id, String(form.get("id") ?? ""));
		return message === null ? data({ refused: favouriteMessages.notFound }, 404) : { sent: message };
	}
	if (intent === "rename") {
		const submission = parseWithZod(form, { schema: favouriteRenameSchema });
		if (submission.status !== "success") return data({ result: submission.reply() }, 422);
		if (!player) return data({ result: submission.reply({ formErrors: [authMessages.unauthorized] }) }, 401);
		const { id, name } = submission.value;
		const answer = await updateFavourite(pageDatabase(), player.id, id, { name });
		if (!answer.ok) return data({ result: submission.reply({ formErrors: [answer.message] }) }, answer.status);
		return { result: submission.reply({ resetForm: true }), sent: answer.message };
	}
	const submission = parseWithZod(form, { schema: favouriteFormSchema });
	if (submission.status !== "success") return data({ result: submission.reply() }, 422);
	if (!player) return data({ result: submission.reply({ formErrors: [authMessages.unauthorized] }) }, 401);
	const { idempotencyKey, ...favourite } = submission.value;
	const answer = await createFavourite(pageDatabase(), player.id, favourite, idempotencyKey);
	if (!answer.ok) return data({ result: submission.reply({ formErrors: [answer.message] }) }, answer.status);
	return { result: submission.reply({ resetForm: true }), sent: answer.message };
}

/** What the dialog's forms are answered; `offline` when the request did not reach the server. */
export type FavouriteReply = {
	result?: import("@conform-to/react").SubmissionResult<string[]>;
	sent?: string;
	refused?: string;
	offline?: true;
};

/** A request that fails on the way is an answer the dialog shows, not the table's error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<FavouriteReply> {
	try {
		return (await serverAction()) as FavouriteReply;
	} catch {
		return { offline: true };
	}
}
