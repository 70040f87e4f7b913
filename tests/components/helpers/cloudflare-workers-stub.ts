/**
 * `cloudflare:workers` for component tests: route modules import it for their loaders (which run on the Worker),
 * while these tests render the components with a stubbed loader. Nothing here may be read: a test that reached a
 * binding would be testing the wrong thing.
 */
export const env = new Proxy(
	{},
	{
		get(_, name) {
			throw new Error(`component tests have no binding ${String(name)}: stub the route's loader instead`);
		},
	},
);
