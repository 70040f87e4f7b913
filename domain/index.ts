// The pure domain: rules, money, messages and content. No bindings, no React.
export * from "./content";
export * from "./fairness";
export * from "./messages";
export * from "./money";
export * from "./operator";
export * from "./roulette/bets";
export * from "./roulette/protocol";
export * from "./roulette/timing";
export * from "./roulette/wheel";
export * from "./validation/payments";
