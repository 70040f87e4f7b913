/** /admin/member/:id's loader data for component tests: a member, no limits or flags, one section of the history. */
const none = { value: null, pending: null };

export function memberPageData(overrides: Record<string, unknown> = {}) {
	return {
		user: {
			id: "m1",
			name: "Meera",
			phone: "9876543210",
			role: "user",
			status: "active",
			isVerified: true,
			realBalance: 100,
			playTokens: 0,
			createdAt: Date.UTC(2026, 10, 20, 6, 30),
			deleted: false,
		},
		protection: {
			exclusion: null,
			limits: {
				deposit_day: none,
				deposit_week: none,
				deposit_month: none,
				loss_day: none,
				reality_check_minutes: none,
			},
		},
		flags: [],
		story: { section: "deposits", rows: [], next: null },
		canManage: true,
		canAdjust: true,
		...overrides,
	};
}
