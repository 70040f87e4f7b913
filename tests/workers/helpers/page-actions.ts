/** What a page's loader or action sees in a Workers test: the request context of `user` (signed out: null). */
import { RouterContextProvider } from "react-router";
import { type PageSession, sessionContext } from "~/server/page-context";
import type { TestUser } from "./users";

export function pageContextOf(user: TestUser | null) {
	const context = new RouterContextProvider();
	const session: PageSession | null = user ? { id: user.id, name: "P", role: user.role, sessionId: "s" } : null;
	context.set(sessionContext, async () => session);
	return context;
}

/** An action's answer as status and body: a refusal is `data(body, { status })`, a success the body itself. */
export function answerOf(answer: object) {
	return "init" in answer && "data" in answer
		? { status: (answer.init as ResponseInit | null)?.status ?? 200, body: answer.data as unknown }
		: { status: 200, body: answer as unknown };
}
