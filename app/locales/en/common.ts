/** The site's shell: header, footer, menus, the language control and the error page. */
export const common = {
	skipToContent: "Skip to content",
	brandHome: "{{brand}} home",
	nav: { main: "Main", mobile: "Mobile", footer: "Footer" },
	searchGames: "Search games",
	logIn: "Log in",
	openMenu: "Open menu",
	closeMenu: "Close menu",
	settings: {
		label: "Settings",
		title: "Settings",
		sounds: "Game sounds",
		hideBalances: "Hide balances",
	},
	language: {
		label: "{{short}}, language: {{name}}. Change language",
		title: "Language",
		saveFailed: "Your language could not be saved to your account; it is kept on this device.",
	},
	footer: {
		customerSupport: "Customer Support:",
		adultsOnly: "Adults only, 18 and over",
	},
	error: {
		title: "Something went wrong",
		unexpected: "Unexpected error",
	},
	meta: {
		description: "A provably fair live auto-roulette table.",
	},
	/** app/components/ui/pager.tsx */
	pager: {
		label: "Pagination",
		prev: "Prev",
		next: "Next",
		page: "Page {{page}}",
		pageOf: "Page {{page}} of {{total}}",
	},
	/** app/components/ui/dialog.tsx and the dialogs' buttons. */
	dialog: { close: "Close", cancel: "Cancel", confirm: "Confirm" },
};
