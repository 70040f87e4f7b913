/** The reconciliation page with its loader standing in for the server's, and a report for the mocked API to answer. */
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import Reconciliation from "~/app/routes/admin/reconciliation";

const ZERO_IDENTITY = {
	openingBalances: 0,
	adminAdjustments: 0,
	approvedDeposits: 0,
	approvedWithdrawals: 0,
	pendingWithdrawals: 0,
	netBetWinnings: 0,
	bonusConversions: 0,
	expectedTotal: 0,
	totalRealBalance: 0,
	difference: 0,
};

/** GET /api/admin/reconciliation's answer before any run, with `patch` over it. */
export function reconciliationReport(patch: Record<string, unknown> = {}) {
	return {
		ok: null,
		checkedAt: null,
		walletsChecked: 0,
		playersChecked: 0,
		bonusesChecked: 0,
		inProgress: null,
		identity: ZERO_IDENTITY,
		walletMismatches: [],
		transactionMismatches: [],
		bonusMismatches: [],
		players: { data: [], next: null },
		...patch,
	};
}

export function renderReconciliation() {
	const Stub = createRoutesStub([
		{
			path: "/admin/reconciliation",
			Component: Reconciliation,
			loader: async () => (await fetch("http://localhost/api/admin/reconciliation")).json(),
		},
	]);
	render(<Stub initialEntries={["/admin/reconciliation"]} />);
}
