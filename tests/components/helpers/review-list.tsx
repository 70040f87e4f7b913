/** A review list with its loader standing in for the server's: it asks the (mocked) API for the address's page. */
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { Toaster } from "sonner";
import { AdminTransactions, type ReviewList } from "~/app/components/wallet/admin-transactions";

export function renderReviewList(type: "deposit" | "withdraw", title: string) {
	const Stub = createRoutesStub([
		{
			path: "/admin/list",
			Component: ReviewListRoute,
			loader: async ({ request }) => ({
				...((await (
					await fetch(`http://localhost/api/transactions${new URL(request.url).search}`)
				).json()) as ReviewList),
				type,
				title,
			}),
		},
	]);
	render(<Stub initialEntries={["/admin/list"]} />);
}

function ReviewListRoute({ loaderData }: { loaderData: ReviewList & { type: "deposit" | "withdraw"; title: string } }) {
	return (
		<>
			<AdminTransactions type={loaderData.type} title={loaderData.title} mode="review" list={loaderData} />
			<Toaster />
		</>
	);
}
