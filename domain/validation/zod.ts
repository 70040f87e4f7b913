/**
 * zod as every shared schema uses it, configured once: no compiled parsers (`new Function`), because the pages'
 * Content Security Policy forbids eval in the browser and zod's probe for it is reported as a violation.
 * Workers forbid eval too. Import `z` from here, not from "zod", in code the browser runs.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
