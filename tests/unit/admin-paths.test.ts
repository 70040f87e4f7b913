// What it takes to open an admin path (app/lib/admin-nav.ts, docs/decisions/0863-operator-roles.md), for a page's
// address and for the `<path>.data` request a client-side move makes: read as an unlisted page (admins only), /admin's
// own data sent a cashier from /admin back to /admin forever.
import { describe, expect, it } from "vitest";
import { adminNavFor, permissionForPath } from "~/app/lib/admin-nav";
import { pageAddress } from "~/app/lib/page-address";
import { may } from "~/domain/operator-roles";

describe("permissionForPath", () => {
	it("is the same for a page and for its data request", () => {
		for (const [path, permission] of [
			["/admin", null],
			["/admin/", null],
			["/admin/members", "readMembers"],
			["/admin/settings", "changeSettings"],
			["/admin/member/abc", "readMembers"],
			["/admin/dashboard", "readBusiness"],
		] as const) {
			expect(permissionForPath(path)).toBe(permission);
			expect(permissionForPath(`${path.replace(/\/$/, "")}.data`)).toBe(permission);
		}
	});

	it("lets every operator open /admin and each page of their own sidebar, data requests included", () => {
		for (const role of ["admin", "cashier", "support"] as const) {
			for (const path of ["/admin.data", ...adminNavFor(role).flatMap((e) => [e.to, `${e.to}.data`])]) {
				const permission = permissionForPath(path);
				expect(permission === null || may(role, permission), `${role} at ${path}`).toBe(true);
			}
		}
	});

	it("keeps an unlisted admin page the admins' alone", () => {
		expect(permissionForPath("/admin/no-such-page")).toBe("assignRoles");
		expect(may("cashier", "assignRoles")).toBe(false);
	});
});

describe("pageAddress", () => {
	it("reads a data request as the page it is for, without the route ids", () => {
		expect(pageAddress("http://x/user/history.data?_routes=routes%2Fuser%2Fhistory&after=5")).toEqual({
			pathname: "/user/history",
			search: "?after=5",
		});
		expect(pageAddress("http://x/_root.data?_routes=root")).toEqual({ pathname: "/", search: "" });
		expect(pageAddress("http://x/admin/members?search=asha")).toEqual({
			pathname: "/admin/members",
			search: "?search=asha",
		});
	});
});
