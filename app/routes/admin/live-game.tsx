import { shortRoundId } from "~/domain/admin";
import { siteContent } from "~/domain/content";
import { colorOf } from "~/domain/roulette/wheel";
import { inr, PageHeading, tokens } from "../../components/admin/ui";
import { Table } from "../../components/ui/table";
import { useAdminRoom } from "../../lib/use-admin-room";
import type { Route } from "./+types/live-game";

export const meta: Route.MetaFunction = () => [{ title: `Live game · Casino Admin · ${siteContent.brand}` }];

const pocketClass = { red: "bg-red-700", black: "bg-pocket-black", green: "bg-green-700" } as const;

/** /admin/live-game: spinning or idle, the latest result, and the current round's bets as they arrive. */
export default function LiveGame() {
	const room = useAdminRoom();
	const round = room.round;
	const spinning = round?.phase === "spinning";
	const latest = room.lastResults[0] ?? null;
	return (
		<section aria-labelledby="live-heading" className="flex flex-col gap-4 rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading id="live-heading">Live game</PageHeading>
			<dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-live="polite">
				<div className="rounded-lg bg-panel p-3">
					<dt className="text-xs font-semibold uppercase tracking-wide text-gray-300">Status</dt>
					<dd className="mt-1 text-xl font-black" data-testid="live-status">
						{room.connection !== "open" ? "Connecting…" : spinning ? "Spinning" : "Idle"}
					</dd>
					{round && (
						<dd className="text-sm text-gray-300">
							Round <span className="font-mono">{shortRoundId(round.roundId)}</span> · {round.phase}
						</dd>
					)}
				</div>
				<div className="rounded-lg bg-panel p-3">
					<dt className="text-xs font-semibold uppercase tracking-wide text-gray-300">Result</dt>
					<dd className="mt-1 flex items-center gap-2 text-xl font-black" data-testid="live-latest">
						{latest ? (
							<>
								<span
									className={`inline-grid size-9 place-items-center rounded border border-white text-white ${pocketClass[latest.color]}`}
								>
									{latest.result}
								</span>
								<span className="capitalize">{latest.color}</span>
								{latest.operatorSet && <span className="text-xs font-bold text-gold">operator-set</span>}
							</>
						) : (
							"—"
						)}
					</dd>
				</div>
				<div className="rounded-lg bg-panel p-3">
					<dt className="text-xs font-semibold uppercase tracking-wide text-gray-300">Forced result</dt>
					<dd className="mt-1 text-xl font-black">
						{room.pendingForce === null ? "None" : `${room.pendingForce} ${colorOf(room.pendingForce)}`}
					</dd>
				</div>
			</dl>
			<div>
				<h2 className="mb-2 text-lg font-bold">Current bets ({room.liveBets.length})</h2>
				<Table
					label="Current bets table"
					caption="Bets of the current round, as they arrive"
					columns={["User id", "Amount (INR)", "Wallet", "Bet type", "Bet value"]}
					empty={room.liveBets.length === 0 ? "No bets in this round yet" : null}
				>
					{room.liveBets.map((b, i) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: live bets have no id; the list only grows within a round, so positions are stable.
						<tr key={`${b.userId}:${i}`} data-testid="live-bet-row">
							<td className={`font-mono text-xs`}>{b.userId}</td>
							<td>{b.wallet === "real" ? inr(b.amount) : `${tokens(b.amount)} tokens`}</td>
							<td>{b.wallet === "real" ? "Real" : "Tokens"}</td>
							<td>{b.betType}</td>
							<td>{b.betValue}</td>
						</tr>
					))}
				</Table>
			</div>
		</section>
	);
}
