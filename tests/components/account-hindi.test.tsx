/**
 * Signing in and the player's account in Hindi (docs/decisions/0920-hindi-and-english.md): the screens' own words,
 * the domain's messages through `say`, notifications (list and live toast) and dates formatted for hi-IN.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationBell } from "~/app/components/notification-bell";
import { OtpPanel } from "~/app/components/otp-panel";
import { RealityCheckReminder, type SessionSummary } from "~/app/components/protection/reality-check";
import { type AuthUser, authStore } from "~/app/lib/auth-store";
import { notificationsStore } from "~/app/lib/notifications";
import { notify } from "~/app/lib/toast";
import Login from "~/app/routes/login";
import Register from "~/app/routes/register";
import UserLayout from "~/app/routes/user/layout";
import Notifications from "~/app/routes/user/notifications";
import Profile from "~/app/routes/user/profile";
import ResponsibleGaming from "~/app/routes/user/responsible-gaming";
import { notificationText } from "~/domain/notifications";
import { formatIstDateTime } from "~/domain/time";
import { useHindi } from "./helpers/i18n";

const toasts = vi.hoisted(() => ({ shown: [] as Array<{ title: string; description?: string }> }));
vi.mock("sonner", () => {
	const toast = Object.assign(
		(title: string, options?: { description?: string }) =>
			toasts.shown.push({ title, description: options?.description }),
		{
			success: (title: string) => toasts.shown.push({ title }),
			error: (title: string) => toasts.shown.push({ title }),
		},
	);
	return { toast, Toaster: () => null };
});

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The page inside the account area: nothing of its own. */
function EmptyPage() {
	return null;
}

const CREATED_AT = Date.UTC(2026, 0, 15, 9, 30);
const player: AuthUser = {
	id: "u1",
	name: "Asha Rao",
	phone: "+919876543210",
	role: "user",
	status: "active",
	isVerified: true,
	realBalance: 1500,
	playTokens: 250,
	createdAt: CREATED_AT,
	locale: "hi",
};

beforeEach(async () => {
	await useHindi();
	toasts.shown = [];
});
afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.useRealTimers();
	authStore.reset();
	notificationsStore.set({ unread: null });
});

describe("signing in, in Hindi", () => {
	it("labels the login form in Hindi and shows the refusal in Hindi", async () => {
		authStore.set({ isLoading: false });
		vi.stubGlobal(
			"fetch",
			vi.fn(async () => json({ message: "Invalid phone number or password" }, 401)),
		);
		const Stub = createRoutesStub([{ path: "/login", Component: Login }]);
		render(<Stub initialEntries={["/login"]} />);
		expect(screen.getByRole("heading", { name: "फिर से स्वागत है" })).toBeTruthy();
		fireEvent.change(screen.getByLabelText("फ़ोन नंबर"), { target: { value: "9876543210" } });
		fireEvent.change(screen.getByLabelText("पासवर्ड"), { target: { value: "Secret@123" } });
		expect(screen.getByRole("link", { name: "रजिस्टर करें" })).toBeTruthy();
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "लॉग इन करें" }));
		});
		await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("फ़ोन नंबर या पासवर्ड गलत है"), {
			timeout: 5000,
		});
		// A rule checked on the device words its refusal in Hindi too.
		fireEvent.change(screen.getByLabelText("फ़ोन नंबर"), { target: { value: "12" } });
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "लॉग इन करें" }));
		});
		// Under the phone itself.
		const phone = screen.getByLabelText("फ़ोन नंबर");
		await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
		const described = phone.getAttribute("aria-describedby")?.split(" ") ?? [];
		expect(described.map((id) => document.getElementById(id)?.textContent)).toContain("कृपया सही फ़ोन नंबर डालें");
	});

	it("asks for consent with links in the Hindi sentence", () => {
		authStore.set({ isLoading: false });
		const Stub = createRoutesStub([{ path: "/register", Component: Register }]);
		render(<Stub initialEntries={["/register"]} />);
		expect(screen.getByRole("heading", { name: "रजिस्ट्रेशन" })).toBeTruthy();
		const consent = screen.getByRole("checkbox").closest("label") as HTMLElement;
		expect(consent.textContent).toBe("मेरी उम्र 18 साल या उससे ज़्यादा है और मैं नियम और शर्तों और गोपनीयता नीति से सहमत हूँ।");
		expect(within(consent).getByRole("link", { name: "नियम और शर्तों" }).getAttribute("href")).toBe("/pages/terms");
		expect(screen.getByRole("button", { name: "रजिस्टर करें" })).toBeTruthy();
	});

	it("words the OTP panel in Hindi", () => {
		authStore.startOtp({ phone: "+919876543210", purpose: "reset", expiresAt: Date.now() + 60_000 });
		render(<OtpPanel onVerified={() => {}} />);
		expect(screen.getByRole("heading", { name: "अपना फ़ोन वेरिफ़ाई करें" })).toBeTruthy();
		expect(screen.getByText("हमने +91 98765 43210 पर 6 अंकों का कोड भेजा है।")).toBeTruthy();
		expect(screen.getByLabelText("वेरिफ़िकेशन कोड")).toBeTruthy();
		expect(screen.getByRole("button", { name: "OTP दोबारा भेजें" })).toBeTruthy();
	});
});

/** The page with the header's bell beside it, as in the app. */
function PageWithBell() {
	return (
		<>
			<Outlet />
			<NotificationBell />
		</>
	);
}

describe("the player's account, in Hindi", () => {
	it("names the account pages and balances in Hindi, with hi-IN figures", async () => {
		const Stub = createRoutesStub([
			{
				path: "/user",
				Component: UserLayout,
				loader: () => ({ user: player }),
				children: [{ index: true, Component: EmptyPage }],
			},
		]);
		render(<Stub initialEntries={["/user"]} />);
		const nav = await screen.findByRole("navigation", { name: "खाते के पेज" });
		expect(within(nav).getByRole("link", { name: "जमा और निकासी" })).toBeTruthy();
		expect(within(nav).getByRole("link", { name: "ज़िम्मेदार गेमिंग" })).toBeTruthy();
		expect(screen.getByTestId("sidebar-balance").textContent).toBe("₹1,500");
		expect(screen.getByRole("button", { name: "लॉग आउट" })).toBeTruthy();
	});

	it("shows the profile and the sessions in Hindi, dates formatted for hi-IN", async () => {
		authStore.set({ isLoading: false, accessToken: "token", user: player });
		const started = Date.UTC(2026, 10, 20, 14, 5);
		vi.stubGlobal(
			"fetch",
			vi.fn(async (input: RequestInfo | URL) => {
				const url = String(input);
				if (url.includes("/api/auth/sessions")) {
					return json({
						sessions: [
							{
								id: "s1",
								device: "Chrome on Android",
								address: null,
								startedAt: started,
								lastUsedAt: started,
								current: true,
							},
							{
								id: "s2",
								device: "Safari on macOS",
								address: "203.0.113.x",
								startedAt: started,
								lastUsedAt: started,
								current: false,
							},
						],
					});
				}
				return json({ user: player });
			}),
		);
		// The record comes from the player area's loader (app/routes/user/layout.tsx), as in the app.
		const Stub = createRoutesStub([
			{
				id: "routes/user/layout",
				path: "/user",
				Component: Outlet,
				loader: () => ({ user: player }),
				children: [{ index: true, Component: Profile }],
			},
		]);
		render(<Stub initialEntries={["/user"]} />);
		await screen.findByRole("heading", { name: "मेरी प्रोफ़ाइल" });
		expect(screen.getByRole("heading", { name: "मेरी प्रोफ़ाइल" })).toBeTruthy();
		expect(screen.getByRole("tab", { name: "निजी जानकारी" }).getAttribute("aria-selected")).toBe("true");
		const memberSince = screen.getByText("कब से मेंबर").nextElementSibling;
		expect(memberSince?.textContent).toBe(formatIstDateTime(CREATED_AT, "hi-IN"));
		expect(memberSince?.textContent).toBe("15 जनवरी 2026, 3:00 PM IST");
		expect(screen.getByRole("button", { name: "नाम सेव करें" })).toBeTruthy();

		fireEvent.click(screen.getByRole("tab", { name: "सेशन" }));
		expect(await screen.findByText("यह डिवाइस")).toBeTruthy();
		expect(screen.getAllByText(`लॉग इन: ${formatIstDateTime(started, "hi-IN")}`)).toHaveLength(2);
		// Device names stay as the browser detection words them.
		expect(screen.getByText("Safari on macOS")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Safari on macOS · 203.0.113.x से लॉग आउट करें" })).toBeTruthy();
	});

	it("shows notifications in Hindi, in the list, the bell and the live toast", async () => {
		const approved = notificationText("deposit_approved", {
			transactionId: "t",
			amountPaise: 150_000,
			bonusPaise: 5_000,
		});
		const ended = notificationText("break_ended", { break: "cool_off", endedAt: Date.UTC(2026, 10, 24, 6, 30) });
		const createdAt = "2026-11-24T06:30:00.000Z";
		const page = {
			data: [
				{ id: "a", kind: "deposit_approved", ...approved, read: false, createdAt },
				{ id: "b", kind: "break_ended", ...ended, read: true, createdAt },
			],
			pagination: { page: 1, pageSize: 20, total: 2, totalPages: 1 },
			unread: 1,
		};
		const Stub = createRoutesStub([
			{ path: "/", Component: PageWithBell, children: [{ index: true, Component: Notifications, loader: () => page }] },
		]);
		render(<Stub initialEntries={["/"]} />);
		expect(await screen.findByText("1 नई")).toBeTruthy();
		expect(screen.getByRole("heading", { level: 1, name: "सूचनाएँ" })).toBeTruthy();
		expect(screen.getByRole("heading", { level: 2, name: "नई: जमा मंज़ूर" })).toBeTruthy();
		expect(screen.getByText("आपका ₹1,500 का जमा आपके वॉलेट में आ गया है। आपको 50 बोनस प्ले टोकन भी मिले हैं।")).toBeTruthy();
		const when = formatIstDateTime(Date.UTC(2026, 10, 24, 6, 30), "hi-IN");
		expect(screen.getByText(`आपका कूल-ऑफ़ ${when} को ख़त्म हो गया। कृपया ज़िम्मेदारी से खेलें।`)).toBeTruthy();
		expect(screen.getAllByText(when).length).toBeGreaterThan(0);
		expect(screen.getByRole("button", { name: "पढ़ा हुआ मार्क करें" })).toBeTruthy();
		// The bell reads the unread count the list's loader brought, once the list has rendered it.
		await waitFor(() => expect(screen.getByTestId("notification-bell").getAttribute("aria-label")).toBe("सूचनाएँ, 1 नई"));

		// The live toast (app/lib/notifications-live.ts) shows an arriving notification in Hindi too.
		notify.notice(approved.title, approved.body);
		await waitFor(() => expect(toasts.shown).toHaveLength(1));
		expect(toasts.shown[0]).toEqual({
			title: "जमा मंज़ूर",
			description: "आपका ₹1,500 का जमा आपके वॉलेट में आ गया है। आपको 50 बोनस प्ले टोकन भी मिले हैं।",
		});
	});

	it("shows the limits and breaks in Hindi", async () => {
		const pendingAt = Date.UTC(2026, 10, 25, 12, 0);
		const limit = (value: number | null) => ({ value, pending: null });
		const view = {
			limits: {
				deposit_day: limit(5000),
				deposit_week: { value: 10_000, pending: { value: 20_000, remove: false, effectiveAt: pendingAt } },
				deposit_month: limit(null),
				loss_day: limit(null),
				reality_check_minutes: limit(30),
			},
			usage: { deposit_day: 1200, deposit_week: 1200, deposit_month: 1200, loss_day: 0 },
			exclusion: null,
		};
		const Stub = createRoutesStub([{ path: "/", Component: ResponsibleGaming, loader: () => view }]);
		render(<Stub initialEntries={["/"]} />);
		expect(await screen.findByRole("heading", { level: 1, name: "ज़िम्मेदार गेमिंग" })).toBeTruthy();
		expect(screen.getByRole("heading", { name: "रोज़ की जमा सीमा" })).toBeTruthy();
		expect(screen.getByRole("heading", { level: 2, name: "रियलिटी चेक" })).toBeTruthy();
		const weekly = screen.getByTestId("limit-deposit_week");
		expect(within(weekly).getByTestId("in-force").textContent).toBe("₹10,000");
		expect(within(weekly).getByTestId("pending").textContent).toBe(
			`${formatIstDateTime(pendingAt, "hi-IN")} से ₹20,000`,
		);
		expect(within(screen.getByTestId("limit-reality_check_minutes")).getByTestId("in-force").textContent).toBe(
			"हर 30 मिनट",
		);
		expect(within(screen.getByTestId("limit-deposit_month")).getByTestId("in-force").textContent).toBe("कोई सीमा नहीं");

		const coolOff = screen.getByTestId("break-cool_off");
		expect(within(coolOff).getByRole("radio", { name: "7 दिन" })).toBeTruthy();
		fireEvent.click(within(coolOff).getByRole("button", { name: "कूल-ऑफ़ शुरू करें" }));
		expect(screen.getByRole("dialog", { name: "24 घंटे के लिए कूल-ऑफ़?" })).toBeTruthy();
		expect(screen.getByText("अगले 24 घंटे तक आप जमा नहीं कर पाएँगे और दाँव नहीं लगा पाएँगे।")).toBeTruthy();
	});

	it("reminds in Hindi how long the player has played", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: false });
		const start = 1_700_000_000_000;
		vi.setSystemTime(start);
		const summary: SessionSummary = {
			since: start,
			now: start,
			playedMs: 0,
			real: { bets: 2, staked: 200, returned: 450, net: 250 },
			tokens: { bets: 0, staked: 0, returned: 0, net: 0 },
		};
		render(
			<RealityCheckReminder minutes={70} sessionStart={start} loadSummary={async () => summary} onStop={() => {}} />,
		);
		await act(async () => {
			vi.advanceTimersByTime(70 * 60_000);
		});
		expect(screen.getByRole("dialog", { name: "रियलिटी चेक" })).toBeTruthy();
		expect(screen.getByTestId("reality-played").textContent).toBe("आप 1 घंटे 10 मिनट से खेल रहे हैं।");
		expect(screen.getByTestId("reality-net-real").textContent).toBe("+₹250");
		expect(screen.getByText("असली बैलेंस")).toBeTruthy();
		expect(screen.getByRole("button", { name: "जारी रखें" })).toBeTruthy();
	});
});
