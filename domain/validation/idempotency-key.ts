/**
 * An `Idempotency-Key` a client may send with a request that creates something (8 to 100 letters, digits or - _ . :):
 * one rule for the API's header (worker/api/validate.ts) and the forms that carry the key as a field.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
