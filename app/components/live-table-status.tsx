import { useRoom, useSecondsLeft } from "../lib/use-room";
import { LiveTableStatusView } from "./live-table-status-view";

/** A live glance at the table: phase, countdown and the latest results, straight from the room's socket. */
export function LiveTableStatus() {
	const room = useRoom();
	const seconds = useSecondsLeft(room.round?.phaseEndsAt ?? null, room.clockOffsetMs);
	return <LiveTableStatusView room={room} seconds={seconds} />;
}
