import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "~/app/components/ui/button";
import { Dialog } from "~/app/components/ui/dialog";
import { Field } from "~/app/components/ui/field";
import { Pager } from "~/app/components/ui/pager";
import { Table } from "~/app/components/ui/table";
import { useHindi } from "./helpers/i18n";

afterEach(cleanup);

describe("Button", () => {
	it("while busy is disabled, says so with aria-busy and shows its busy label", () => {
		const onClick = vi.fn();
		const { rerender } = render(
			<Button onClick={onClick} busyLabel="Saving...">
				Save
			</Button>,
		);
		const button = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
		expect(button.disabled).toBe(false);
		expect(button.getAttribute("aria-busy")).toBeNull();
		expect(button.type).toBe("button");
		rerender(
			<Button onClick={onClick} busy busyLabel="Saving...">
				Save
			</Button>,
		);
		const busy = screen.getByRole("button", { name: "Saving..." }) as HTMLButtonElement;
		expect(busy.disabled).toBe(true);
		expect(busy.getAttribute("aria-busy")).toBe("true");
		expect(screen.getByTestId("busy-spinner").getAttribute("aria-hidden")).toBe("true");
		fireEvent.click(busy);
		expect(onClick).not.toHaveBeenCalled();
	});

	it("keeps its own text when busy without a busy label", () => {
		render(
			<Button type="submit" busy>
				Verify
			</Button>,
		);
		const button = screen.getByRole("button", { name: "Verify" }) as HTMLButtonElement;
		expect(button.type).toBe("submit");
		expect(button.disabled).toBe(true);
	});
});

function DialogHarness({ dismissible = true }: { dismissible?: boolean }) {
	const [open, setOpen] = useState(false);
	return (
		<>
			<button type="button" onClick={() => setOpen(true)}>
				Open
			</button>
			<Dialog
				open={open}
				title="Delete game"
				description="This cannot be undone."
				onClose={() => setOpen(false)}
				dismissible={dismissible}
				actions={
					<>
						<Button onClick={() => setOpen(false)}>Cancel</Button>
						<Button variant="danger">Delete</Button>
					</>
				}
			>
				<input aria-label="Reason" />
			</Dialog>
		</>
	);
}

describe("Dialog", () => {
	it("is a modal labelled by its title and described by its text", () => {
		render(<DialogHarness />);
		expect(screen.queryByRole("dialog")).toBeNull();
		fireEvent.click(screen.getByRole("button", { name: "Open" }));
		const dialog = screen.getByRole("dialog", { name: "Delete game" });
		expect(dialog.getAttribute("aria-modal")).toBe("true");
		const describedBy = dialog.getAttribute("aria-describedby") ?? "";
		expect(document.getElementById(describedBy)?.textContent).toBe("This cannot be undone.");
	});

	it("keeps Tab and Shift+Tab inside", () => {
		render(<DialogHarness />);
		fireEvent.click(screen.getByRole("button", { name: "Open" }));
		const dialog = screen.getByRole("dialog");
		const reason = screen.getByRole("textbox", { name: "Reason" });
		const last = screen.getByRole("button", { name: "Delete" });
		expect(dialog.contains(document.activeElement)).toBe(true);
		act(() => last.focus());
		fireEvent.keyDown(last, { key: "Tab" });
		expect(document.activeElement).toBe(reason);
		fireEvent.keyDown(reason, { key: "Tab", shiftKey: true });
		expect(document.activeElement).toBe(last);
	});

	it("closes on Escape and gives focus back to the control that opened it", () => {
		render(<DialogHarness />);
		const opener = screen.getByRole("button", { name: "Open" });
		act(() => opener.focus());
		fireEvent.click(opener);
		fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(document.activeElement).toBe(opener);
	});

	it("names its close button in the page's language", async () => {
		await useHindi();
		render(<Dialog open title="शीर्षक" onClose={() => {}} closeButton />);
		expect(screen.getByRole("button", { name: "बंद करें" })).toBeTruthy();
	});

	it("stays open on Escape when it is not dismissible", () => {
		render(<DialogHarness dismissible={false} />);
		fireEvent.click(screen.getByRole("button", { name: "Open" }));
		fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
		expect(screen.getByRole("dialog")).toBeTruthy();
	});
});

describe("Pager", () => {
	it("disables Prev on the first page and Next on the last, and asks for the neighbouring page", () => {
		const onPage = vi.fn();
		const { rerender } = render(<Pager page={1} totalPages={3} onPage={onPage} label="Members pages" />);
		const nav = screen.getByRole("navigation", { name: "Members pages" });
		expect(nav.textContent).toContain("Page 1 of 3");
		expect((screen.getByRole("button", { name: "Prev" }) as HTMLButtonElement).disabled).toBe(true);
		fireEvent.click(screen.getByRole("button", { name: "Next" }));
		expect(onPage).toHaveBeenLastCalledWith(2);

		rerender(<Pager page={3} totalPages={3} onPage={onPage} label="Members pages" />);
		expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
		fireEvent.click(screen.getByRole("button", { name: "Prev" }));
		expect(onPage).toHaveBeenLastCalledWith(2);
	});

	it("with no known total follows hasNext, and hides when everything fits on one page", () => {
		const { rerender } = render(<Pager page={2} totalPages={null} hasNext={false} onPage={() => {}} />);
		expect(screen.getByText("Page 2")).toBeTruthy();
		expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
		rerender(<Pager page={1} totalPages={1} onPage={() => {}} />);
		expect(screen.queryByRole("navigation")).toBeNull();
	});

	it("speaks Hindi when the page does", async () => {
		await useHindi();
		const { rerender } = render(<Pager page={2} totalPages={3} onPage={() => {}} />);
		const nav = screen.getByRole("navigation", { name: "पेज" });
		expect(nav.textContent).toContain("पेज 2 / 3");
		expect(screen.getByRole("button", { name: "पिछला" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "अगला" })).toBeTruthy();
		rerender(<Pager page={4} totalPages={null} hasNext onPage={() => {}} />);
		expect(nav.textContent).toContain("पेज 4");
	});
});

describe("Field", () => {
	it("labels its control and wires the hint and the error to it", () => {
		const { rerender } = render(
			<Field label="UTR number" hint="12 digits">
				{(control) => <input {...control} />}
			</Field>,
		);
		const input = screen.getByLabelText("UTR number");
		expect(input.getAttribute("aria-invalid")).toBeNull();
		expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("12 digits");
		expect(screen.queryByRole("alert")).toBeNull();

		rerender(
			<Field label="UTR number" hint="12 digits" error="The UTR number has 12 digits.">
				{(control) => <input {...control} />}
			</Field>,
		);
		expect(input.getAttribute("aria-invalid")).toBe("true");
		const described = (input.getAttribute("aria-describedby") ?? "").split(" ");
		const alert = screen.getByRole("alert");
		expect(alert.textContent).toBe("The UTR number has 12 digits.");
		expect(described).toContain(alert.id);
	});
});

describe("Table", () => {
	it("is a focusable named scroll region with a caption, column headers and an empty row", () => {
		render(
			<Table
				label="Members table"
				caption="Members"
				columns={["Name", { label: "Balance", className: "text-right" }]}
				empty="No members found"
			>
				{null}
			</Table>,
		);
		const region = screen.getByRole("region", { name: "Members table" });
		expect(region.tabIndex).toBe(0);
		expect(screen.getByRole("table", { name: "Members" })).toBeTruthy();
		const headers = screen.getAllByRole("columnheader");
		expect(headers.map((h) => h.textContent)).toEqual(["Name", "Balance"]);
		expect(headers.every((h) => h.getAttribute("scope") === "col")).toBe(true);
		expect(screen.getByRole("cell").textContent).toBe("No members found");
	});
});
