/** In demo mode every page says that balances are demo money (docs/product.md#operator-mode). */
export function DemoBanner() {
	return (
		<aside aria-label="Demo mode" className="bg-cta px-4 py-1 text-center text-xs font-semibold text-black">
			Demo mode: all balances are demo money. No real-money play is offered on this site.
		</aside>
	);
}
