/**
 * Every message a player or operator reads, written once, one module per area so that a page's code carries only the
 * words it shows (a shared module goes whole into the chunk of every page that uses any part of it).
 */

export * from "./account";
export * from "./common";
export * from "./money";
export * from "./operator";
export * from "./promotions";
export * from "./protection";
export * from "./tables";
