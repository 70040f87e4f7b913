/** DECISIONS §9: demo (the default) or licensed real-money play. */
export type OperatorMode = "demo" | "licensed";

export function operatorModeFrom(value: unknown): OperatorMode {
	return value === "licensed" ? "licensed" : "demo";
}
