import { cardWinnerNames } from "./card-names";

/**
 * The /verify page: recompute any round of any game from its revealed seed. Its own namespace, so its words load
 * with that page only (docs/decisions/0760-first-load-and-i18n-loading.md).
 */
export const verify = {
	heading: "Verify a round",
	intro:
		"Before betting opens, the table publishes a commitment: the SHA-256 hash of a secret server seed. When the result is out, the seed is revealed. The result is the first byte below 222 of HMAC-SHA256(seed, round id), modulo 37. This page recomputes both in your browser.",
	lookup: "Look up a round",
	roundId: "Round id",
	placeholder: "e.g. 3f1c…",
	load: "Load round",
	form: "Verify",
	paste: "Or paste the values yourself:",
	fields: {
		roundId: "Round id (the HMAC message)",
		serverSeed: "Server seed (hex)",
		commitment: "Commitment (SHA-256 of the seed, hex)",
		result: "Published result (optional)",
	},
	verify: "Verify",
	needSeed: "Enter the round id and its 64-character server seed (revealed once the result is out).",
	notFound: "Round not found",
	notRevealed: "This round's seed is not revealed yet: it is published with the result.",
	outcome: "Verification result",
	operatorSet:
		"Operator-set result. The operator set this result; it is not the fair result. Real-money stakes of this round were refunded.",
	commitment: "Commitment:",
	commitmentMatches: "✓ matches the seed",
	commitmentDiffers: "✗ does not match the seed",
	computed: "Computed result:",
	published: "Published result {{result}}:",
	resultMatches: "✓ matches",
	resultDiffers: "✗ differs from the computed result",
	recent: "Recent rounds",
	recentRound: "Round #{{seq}}: {{result}} {{color}}",
	operatorSetTag: "(operator-set)",
	verifyRound: " round #{{seq}}",
	games: "Game",
	roulette: "Roulette",
	cards: {
		recentRound: "Round #{{seq}}: {{result}} won",
		tab: "Andar Bahar, Dragon Tiger",
		intro:
			"A card round's cards come from a shuffle of a fresh deck (Andar Bahar) or an 8-deck shoe (Dragon Tiger) driven by HMAC-SHA256 of the round's seed and id, fixed before any bet by the seed's hash. This page deals them again in your browser with the same code the server runs.",
		games: { "andar-bahar": "Andar Bahar", "dragon-tiger": "Dragon Tiger" },
		deal: "Deal again",
		shuffle: "Shuffled {{size}} cards; the first {{count}} dealt, in order:",
		dealt: "The cards dealt, in order",
		sides: { joker: "Joker", andar: "A", bahar: "B", dragon: "Dragon", tiger: "Tiger" },
		winner: "Winner: {{result}}",
		results: cardWinnerNames,
		matches: "✓ the same cards and winner as published",
		differs: "✗ differs from the published cards",
	},
	crash: {
		tab: "Aviator (crash)",
		intro:
			"A crash round's result is its crash point. It comes from a chain of hashes fixed before the chain's first round, mixed with the client seeds of the round's first three bettors, so not even the operator knows it in advance. This page recomputes it in your browser with the same code the server runs.",
		howTo: "How a crash round is verified",
		stepCommitment:
			"Commitment: before betting opened, the round showed a commitment. SHA-256 of the revealed game hash must equal it, so the game hash was fixed before anyone bet.",
		stepChain:
			"Chain: hashing the game hash again and again must reach the chain's terminating hash, published before the chain's first round. So no game hash was picked after the chain began.",
		stepSeeds:
			"Seeds: the client seeds of the first three bets, in the order the table accepted them, are mixed in. Your own seed is shown with your bet; check that it is there if you were among the first.",
		stepCrashPoint:
			"Crash point: HMAC-SHA256 with the game hash as the key and the seeds, joined by commas, as the message. Its first 13 hex digits are a number r below 2^52; with N = 2^52 and f = floor(97 × N ÷ (N − r)), the crash point is 1.00× if f is below 100, otherwise f + 1 hundredths (at most 10,000.00×). A cash-out is paid only below it.",
		fields: {
			gameHash: "Game hash (hex, revealed at the crash)",
			commitment: "Commitment (SHA-256 of the game hash, hex)",
			clientSeeds: "Client seeds, in order (one per line or separated by commas; empty if nobody bet)",
			crashPoint: "Published crash point (optional, e.g. 2.23)",
			terminatingHash: "Terminating hash of the chain (optional, hex)",
			rtp: "Return to player (%)",
		},
		example: "Fill in the example round",
		needHash: "Enter the round's 64-character game hash and its commitment.",
		badCrashPoint: "Enter the published crash point as a multiplier such as 2.23, or leave it empty.",
		badTerminatingHash: "The terminating hash has 64 hex characters; or leave it empty.",
		badRtp: "Enter the return to player in percent, such as 97.",
		notCrashed: "This round has not crashed yet: its game hash is revealed at the crash.",
		checking: "Recomputing…",
		outcome: "Crash round verification",
		commitment: "Commitment:",
		commitmentMatches: "✓ matches the game hash",
		commitmentDiffers: "✗ does not match the game hash",
		chain: "Chain:",
		chainReached: "✓ the terminating hash is reached after {{steps}} hashes",
		chainNotReached: "✗ the terminating hash is not reached within {{max}} hashes",
		chainNotChecked: "not checked (no terminating hash given)",
		random: "r (first 13 hex digits of the HMAC):",
		computed: "Computed crash point:",
		published: "Published crash point {{crashPoint}}:",
		matches: "✓ matches",
		differs: "✗ differs from the computed crash point",
		recentRound: "Round #{{seq}}: crashed at {{crashPoint}}",
	},
};
