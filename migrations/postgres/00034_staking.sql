-- +goose Up
-- NeoStaking (issue 29; docs/staking.md): raw rows of its events (the
-- emitting proxy is `address`) and the rows derived from them
-- (mainapi/postgres/staking_derive.go): positions, the four lock options'
-- totals, unstake tickets, reward tokens, the rewards with their write-time
-- USD, the stakers' revshare by day and epoch, and the activity rows
-- vault_stake, vault_unstake and vault_claim. Same rules as 00032: raw rows
-- are keyed (block_number, tx_hash, log_index) and go with their block
-- (block_keyed_tables); derived rows are a pure function of the raw rows,
-- compared by `mainapi rebuild --check`. Integer event arguments are
-- numeric(78,0) (uint64 starts included) but the lock option, smallint.

-- Raw: Staked (a new position; amount = total, the lock starts at the
-- block's timestamp), Imported (migrated in by the owner; amount = total,
-- no start in the event) and Appended (amount: added; total: the new
-- amount; start: the new lock start).
CREATE TABLE staking_stakes (
    block_number bigint   NOT NULL,
    tx_hash      bytea    NOT NULL,
    log_index    int      NOT NULL,
    tx_index     int      NOT NULL,
    address      bytea    NOT NULL,
    kind         text     NOT NULL CHECK (kind IN ('Staked', 'Imported', 'Appended')),
    account      bytea    NOT NULL,
    amount       numeric(78,0) NOT NULL,
    total        numeric(78,0) NOT NULL,
    option       smallint NOT NULL,
    start        numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX staking_stakes_account ON staking_stakes (account, block_number DESC, log_index DESC);

-- Raw: UnstakeRequested (the whole position into the ticket, streaming
-- from start) and Unstaked (a withdrawal from the ticket).
CREATE TABLE staking_unstakes (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('UnstakeRequested', 'Unstaked')),
    account      bytea  NOT NULL,
    amount       numeric(78,0) NOT NULL,
    start        numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX staking_unstakes_account ON staking_unstakes (account, block_number DESC, log_index DESC);

-- Raw: RewardNotified (acc: the token's new accRewardPerEffShare) and
-- RewardForwardedToTreasury.
CREATE TABLE staking_rewards (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('RewardNotified', 'RewardForwardedToTreasury')),
    token        bytea  NOT NULL,
    amount       numeric(78,0) NOT NULL,
    acc          numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX staking_rewards_token ON staking_rewards (token, block_number DESC, log_index DESC);

-- Raw: Claimed (amount paid), ClaimSkipped (no amount) and ClaimedAsNeo
-- (amount: rewardIn, neo_out).
CREATE TABLE staking_claims (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('Claimed', 'ClaimSkipped', 'ClaimedAsNeo')),
    account      bytea  NOT NULL,
    token        bytea  NOT NULL,
    amount       numeric(78,0),
    neo_out      numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX staking_claims_token ON staking_claims (token);
CREATE INDEX staking_claims_account ON staking_claims (account);

-- Raw: BoostSet (option, bps) and RewardTokenAdded, RewardTokenRemoved,
-- RewardTokenPurged (token).
CREATE TABLE staking_config (
    block_number bigint   NOT NULL,
    tx_hash      bytea    NOT NULL,
    log_index    int      NOT NULL,
    tx_index     int      NOT NULL,
    address      bytea    NOT NULL,
    kind         text     NOT NULL CHECK (kind IN ('BoostSet', 'RewardTokenAdded', 'RewardTokenRemoved', 'RewardTokenPurged')),
    option       smallint,
    bps          numeric(78,0),
    token        bytea,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX staking_config_boost ON staking_config (option, block_number DESC, log_index DESC) WHERE kind = 'BoostSet';
CREATE INDEX staking_config_token ON staking_config (token, block_number DESC, log_index DESC) WHERE token IS NOT NULL;

-- Derived, block-keyed: one row per RewardNotified and
-- RewardForwardedToTreasury with its USD at write time (the token's price
-- at its block, as the revenue items; 0 when unpriced).
CREATE TABLE staking_reward_items (
    block_number bigint  NOT NULL,
    log_index    int     NOT NULL,
    tx_hash      bytea   NOT NULL,
    timestamp    bigint  NOT NULL,
    kind         text    NOT NULL,
    token        bytea   NOT NULL,
    amount       numeric(78,0) NOT NULL,
    usd_value    numeric NOT NULL,
    PRIMARY KEY (block_number, log_index)
);
CREATE INDEX staking_reward_items_time ON staking_reward_items (kind, timestamp);
CREATE INDEX staking_reward_items_token ON staking_reward_items (token);

-- Derived, keyed by account: an open position as the contract holds it.
-- amount and option from the latest Staked, Imported or Appended (none
-- after an UnstakeRequested); start: a Staked's block timestamp, an
-- Appended's start, NULL after an Imported (the event has none) until an
-- Appended gives one; boost_bps: the option's boost at that event (its
-- latest BoostSet before it); effective = amount * (10000 + boost_bps) /
-- 10000 rounded down; opened_block: the Staked or Imported that opened it.
CREATE TABLE staking_positions (
    account      bytea    PRIMARY KEY,
    amount       numeric(78,0) NOT NULL,
    option       smallint NOT NULL,
    start        bigint,
    boost_bps    numeric(78,0) NOT NULL,
    effective    numeric(78,0) NOT NULL,
    opened_block bigint   NOT NULL,
    last_block   bigint   NOT NULL
);
CREATE INDEX staking_positions_option ON staking_positions (option);

-- Derived, keyed by lock option (0..3; a row while a BoostSet of it or a
-- position in it is stored): the current boost (its latest BoostSet), the
-- NEO staked in it (stakedByOption), the effective stake and the positions.
CREATE TABLE staking_tiers (
    option     smallint PRIMARY KEY,
    boost_bps  numeric(78,0) NOT NULL,
    staked     numeric(78,0) NOT NULL,
    effective  numeric(78,0) NOT NULL,
    positions  bigint   NOT NULL
);

-- Derived, keyed by account: the unstake ticket while NEO is left in it
-- (ticketOf): amount = what the latest UnstakeRequested left in the ticket
-- (the requests up to it less the withdrawals before it), withdrawn = the
-- Unstaked after it, start = its start.
CREATE TABLE staking_tickets (
    account   bytea  PRIMARY KEY,
    amount    numeric(78,0) NOT NULL,
    withdrawn numeric(78,0) NOT NULL,
    start     bigint NOT NULL
);

-- Derived, keyed by token (a row while a reward-token, reward or claim
-- event names it): its state as rewardToken(token) reports it (listed,
-- active, purged, removed_at; acc: the latest RewardNotified's), and the
-- sums of its notifications and forwards (amount and write-time USD) and
-- of its claims (Claimed and ClaimedAsNeo rewardIn).
CREATE TABLE staking_reward_tokens (
    token         bytea   PRIMARY KEY,
    listed        boolean NOT NULL,
    active        boolean NOT NULL,
    purged        boolean NOT NULL,
    removed_at    bigint,
    acc           numeric(78,0),
    notified      numeric(78,0) NOT NULL,
    notified_usd  numeric NOT NULL,
    forwarded     numeric(78,0) NOT NULL,
    forwarded_usd numeric NOT NULL,
    claimed       numeric(78,0) NOT NULL
);

-- Derived, keyed (bucket, t): the USD of RewardNotified rows (what reached
-- the stakers; forwarded rewards excluded) per UTC day (bucket 'day', t the
-- day start), per Rakeback epoch ('epoch', t the epoch start) and over all
-- time ('all', t 0): /analytics/revshare/series and the breakdown's
-- revshareToStakersUsd.
CREATE TABLE staking_revshare (
    bucket text   NOT NULL CHECK (bucket IN ('day', 'epoch', 'all')),
    t      bigint NOT NULL,
    usd    numeric NOT NULL,
    PRIMARY KEY (bucket, t)
);

INSERT INTO block_keyed_tables (name) VALUES
    ('staking_stakes'), ('staking_unstakes'), ('staking_rewards'), ('staking_claims'), ('staking_config'),
    ('staking_reward_items');

-- +goose Down
DELETE FROM block_keyed_tables WHERE name IN ('staking_stakes', 'staking_unstakes', 'staking_rewards', 'staking_claims',
    'staking_config', 'staking_reward_items');
DROP TABLE staking_revshare, staking_reward_tokens, staking_tickets, staking_tiers, staking_positions,
    staking_reward_items, staking_config, staking_claims, staking_rewards, staking_unstakes, staking_stakes;
