/** The claim device (server/claim-device.ts) for a Hono handler: read from the request, a new one set on the answer. */
import type { Context } from "hono";
import { claimDeviceOf } from "~/server/claim-device";

export async function claimDeviceId(c: Context, secret: string): Promise<string> {
	const device = await claimDeviceOf(c.req.raw, secret);
	if (device.setCookie) c.header("Set-Cookie", device.setCookie, { append: true });
	return device.id;
}
