/**
 * A relay's frames on their way to the room (docs/decisions/0870-relays.md): held for a short window and sent as one
 * call, one call in flight at a time (what arrives meanwhile goes in the next), like group commit. Frames not yet
 * received by the room are kept in the relay's storage, so a relay evicted mid-round sends them again when it starts:
 * submission ids make that safe (the room commits a submission once and answers a copy as it answered the first).
 */

/** A socket's frame (text null: the socket closed). */
export type Frame = { id: string; text: string | null };

const PENDING_KEY = "pending";
/** Calls that fail in a row before their frames are refused (the room is unreachable). */
const MAX_TRIES = 3;
/** An evicted relay's alarm, after its window: the frames it held go to the room then. */
const RESEND_MS = 1_000;
/** A held window's alarm (tests run it). */
const HELD_MS = 600_000;

export type IntakeParts = {
	storage: DurableObjectStorage;
	/** The window; null holds frames until flush or the alarm (tests drive it). */
	windowMs: () => number | null;
	/** Sends frames to the room; the ids of sockets it does not know. */
	forward: (frames: Frame[]) => Promise<string[]>;
	/** Attaches these sockets at the room again; the ids the relay still has. */
	reattach: (ids: string[]) => Promise<string[]>;
	/** Tells a frame's socket that the room could not be reached (its submission, if any, is not placed by this try). */
	refuse: (frame: Frame) => void;
	/** Frames sent again that the room may have read already (a failed call, a restart): their answers may come twice. */
	resending: (frames: Frame[]) => void;
};

export class Intake {
	private queue: Frame[] = [];
	private inFlight: Frame[] = [];
	private timer: ReturnType<typeof setTimeout> | null = null;
	private sending = false;
	private failures = 0;
	private persisting = false;
	/** Whether the resend alarm is set (it is stored with the frames; a new instance re-arms it if needed). */
	private alarmed = false;

	constructor(private readonly parts: IntakeParts) {}

	/** After a restart: the frames the room had not received, sent first. */
	async restore(): Promise<void> {
		this.queue = (await this.parts.storage.get<Frame[]>(PENDING_KEY)) ?? [];
		this.alarmed = this.queue.length > 0;
		this.parts.resending(this.queue);
		if (this.queue.length > 0) this.schedule();
	}

	add(frame: Frame): void {
		this.queue.push(frame);
		if (frame.text !== null) this.persist();
		this.schedule();
	}

	/** The resend alarm ran (the runtime cleared it): sends what is held. */
	async alarmRan(): Promise<void> {
		this.alarmed = false;
		await this.flush();
	}

	/** Sends what is held now (tests drive the window with this instead of waiting). */
	async flush(): Promise<void> {
		if (this.timer) clearTimeout(this.timer);
		this.timer = null;
		if (this.sending) return;
		this.sending = true;
		try {
			while (this.queue.length > 0 && (await this.sendOne())) {}
		} finally {
			this.sending = false;
			if (this.queue.length > 0) this.schedule();
		}
	}

	/** Frames held or on their way. */
	pending(): number {
		return this.queue.length + this.inFlight.length;
	}

	private async sendOne(): Promise<boolean> {
		this.inFlight = this.queue;
		this.queue = [];
		try {
			const unknown = new Set(await this.parts.forward(this.inFlight));
			this.failures = 0;
			if (unknown.size > 0) {
				const still = new Set(await this.parts.reattach([...unknown]));
				this.queue.unshift(...this.inFlight.filter((f) => unknown.has(f.id) && still.has(f.id)));
			}
			this.inFlight = [];
			this.persist();
			return true;
		} catch (error) {
			console.error("[relay] forwarding to the room failed", error);
			this.failures++;
			if (this.failures < MAX_TRIES) {
				this.parts.resending(this.inFlight);
				this.queue.unshift(...this.inFlight);
			} else for (const frame of this.inFlight) this.parts.refuse(frame);
			if (this.failures >= MAX_TRIES) this.failures = 0;
			this.inFlight = [];
			this.persist();
			return false;
		}
	}

	/**
	 * Stores what the room has not received, once per turn whatever the frames of the turn, unconfirmed (the relay's
	 * sends do not wait for the disk: an eviction is not a crash, the write completes); while anything is held an
	 * alarm wakes the relay to send it (an eviction).
	 */
	private persist(): void {
		if (this.persisting) return;
		this.persisting = true;
		queueMicrotask(() => {
			this.persisting = false;
			const held = [...this.inFlight, ...this.queue].filter((f) => f.text !== null);
			const { storage } = this.parts;
			void storage.put(PENDING_KEY, held, { allowUnconfirmed: true });
			if (held.length > 0 && !this.alarmed) {
				void storage.setAlarm(Date.now() + (this.parts.windowMs() ?? HELD_MS) + RESEND_MS, { allowUnconfirmed: true });
			} else if (held.length === 0 && this.alarmed) void storage.deleteAlarm({ allowUnconfirmed: true });
			this.alarmed = held.length > 0;
		});
	}

	private schedule(): void {
		const windowMs = this.parts.windowMs();
		if (this.timer || this.sending || windowMs === null) return;
		this.timer = setTimeout(() => {
			this.timer = null;
			void this.flush();
		}, windowMs);
	}
}
