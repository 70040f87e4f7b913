/**
 * EXPERIMENT, not in use (docs/decisions/0765-preact-in-the-browser.md): what the browser build imported as "react"
 * when scripts/lib/preact-in-browser.ts was on. Preact's compat layer, and the one React 19 hook React Router calls
 * that it lacks.
 */
import compat from "preact/compat";

export * from "preact/compat";

/**
 * React shows the optimistic state only while an async transition is pending; Preact runs a transition at once, so
 * none is ever pending and the state is always the one passed in. React Router calls it on every render of its
 * provider, and sets it only when asked to use transitions (`useTransitions`, which this app does not set).
 */
export function useOptimistic(passthrough) {
	return [passthrough, () => {}];
}

export default { ...compat, useOptimistic };
