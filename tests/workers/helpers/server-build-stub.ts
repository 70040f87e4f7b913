// The Workers test project imports the Worker entry, which lazily imports React Router's
// server build; the API tests never render pages, so an empty build stands in for it.
export const routes = {};
export const assets = { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" };
export const entry = { module: {} };
export default {};
