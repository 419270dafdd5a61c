/**
 * The claim that carries the account's access epoch when the token was minted: the instant of
 * its last disabling (0 when never). Tokens of an older epoch open nothing, even once the account
 * is enabled again. Compared exactly, so no clock or rounding decides it.
 */
export const ACCESS_EPOCH_CLAIM = 'custom:accessEpoch';

/** An account's access epoch, for the claim. */
export const accessEpochOf = (user: { tokensValidFrom: Date | null }): number => user.tokensValidFrom?.getTime() ?? 0;
