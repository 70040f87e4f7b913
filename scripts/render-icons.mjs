// `node scripts/render-icons.mjs`: draws the app's PNG icons (public/icons/*.png) from their SVG sources with
// Chromium, through Playwright. The PNGs are committed; run this again only after changing an SVG.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const icons = join(import.meta.dirname, "../public/icons");
const renders = [
	{ svg: "icon.svg", png: "icon-192.png", size: 192 },
	{ svg: "icon.svg", png: "icon-512.png", size: 512 },
	{ svg: "icon-maskable.svg", png: "icon-maskable-512.png", size: 512 },
	{ svg: "icon-maskable.svg", png: "apple-touch-icon.png", size: 180 },
];

const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? systemChromium });
try {
	for (const { svg, png, size } of renders) {
		const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
		const markup = readFileSync(join(icons, svg), "utf8").replace("<svg ", `<svg width="${size}" height="${size}" `);
		await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${markup}`);
		await page.screenshot({ path: join(icons, png), omitBackground: true });
		await page.close();
		console.log(`public/icons/${png} (${size} × ${size})`);
	}
} finally {
	await browser.close();
}
