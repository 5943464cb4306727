-- +goose Up
-- The farming family (issue 37; docs/indexer.md, "Farms"): raw rows of the
-- two chefs (VampChef, MasterChef; the emitting chef is `address`), the
-- RewardVestingEscrow, TreasuryVesting and the two zaps, and the rows
-- derived from them (mainapi/postgres/farm_derive.go): the stake, unstake
-- and harvest actions with write-time USD, the activity rows farm_stake,
-- farm_unstake and farm_harvest, pools, emissions, positions and escrow
-- balances. Same rules as 00009: raw rows are keyed (block_number,
-- tx_hash, log_index) and go with their block (block_keyed_tables);
-- derived rows are a pure function of the raw rows, compared by
-- `mainapi rebuild --check`. Integer event arguments are numeric(78,0)
-- (uint64 timestamps included) but the pool id, bigint.

-- Raw: a chef's Deposit (amount credited to the stake, after MasterChef's
-- deposit fee; an ExtZap deposit names the zapping wallet).
CREATE TABLE farm_deposits (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    user_address bytea  NOT NULL,
    pid          bigint NOT NULL,
    amount       numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX farm_deposits_position ON farm_deposits (address, pid, user_address);
CREATE INDEX farm_deposits_pool ON farm_deposits (address, pid, block_number);

-- Raw: VampChef Withdraw, MasterChef WithdrawQueued (cooldown_end set) and
-- WithdrawClaimed; kind is the Solidity event name.
CREATE TABLE farm_withdrawals (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('Withdraw', 'WithdrawQueued', 'WithdrawClaimed')),
    user_address bytea  NOT NULL,
    pid          bigint NOT NULL,
    amount       numeric(78,0) NOT NULL,
    cooldown_end numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX farm_withdrawals_position ON farm_withdrawals (address, pid, user_address);
CREATE INDEX farm_withdrawals_pool ON farm_withdrawals (address, pid, block_number);

-- Raw: a chef's EmergencyWithdraw.
CREATE TABLE farm_emergency_withdrawals (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    user_address bytea  NOT NULL,
    pid          bigint NOT NULL,
    amount       numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX farm_emergency_withdrawals_position ON farm_emergency_withdrawals (address, pid, user_address);
CREATE INDEX farm_emergency_withdrawals_pool ON farm_emergency_withdrawals (address, pid, block_number);

-- Raw: a chef's RewardPaid (amount: the whole reward settled),
-- RewardShortfall (amount: paid, owed) and RewardForfeited.
CREATE TABLE farm_rewards (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('RewardPaid', 'RewardShortfall', 'RewardForfeited')),
    user_address bytea  NOT NULL,
    pid          bigint NOT NULL,
    amount       numeric(78,0) NOT NULL,
    owed         numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX farm_rewards_position ON farm_rewards (address, pid, user_address);
CREATE INDEX farm_rewards_chef ON farm_rewards (address, block_number);

-- Raw: a chef's PoolAdded (lp_token, alloc_point, total_alloc_point;
-- deposit_fee_bps on MasterChef), PoolSet (the same but lp_token) and
-- PoolUpdated (acc_reward_per_share, last_reward_time).
CREATE TABLE farm_pool_changes (
    block_number         bigint NOT NULL,
    tx_hash              bytea  NOT NULL,
    log_index            int    NOT NULL,
    tx_index             int    NOT NULL,
    address              bytea  NOT NULL,
    kind                 text   NOT NULL CHECK (kind IN ('PoolAdded', 'PoolSet', 'PoolUpdated')),
    pid                  bigint NOT NULL,
    lp_token             bytea,
    alloc_point          numeric(78,0),
    total_alloc_point    numeric(78,0),
    deposit_fee_bps      int,
    acc_reward_per_share numeric(78,0),
    last_reward_time     numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX farm_pool_changes_pool ON farm_pool_changes (address, pid, block_number DESC, log_index DESC);

-- Raw: a chef's EmissionStarted (budget: VampChef's budget or MasterChef's
-- totalReward; rate: rewardPerSecond or initialPeriodReward; start_time,
-- end_time), MasterChef's EmissionScheduleSet (halving_period,
-- num_periods) and UndistributedRewardsRecovered (recipient, amount).
CREATE TABLE farm_emission_events (
    block_number   bigint NOT NULL,
    tx_hash        bytea  NOT NULL,
    log_index      int    NOT NULL,
    tx_index       int    NOT NULL,
    address        bytea  NOT NULL,
    kind           text   NOT NULL CHECK (kind IN ('EmissionStarted', 'EmissionScheduleSet', 'UndistributedRewardsRecovered')),
    budget         numeric(78,0),
    rate           numeric(78,0),
    start_time     numeric(78,0),
    end_time       numeric(78,0),
    halving_period numeric(78,0),
    num_periods    numeric(78,0),
    recipient      bytea,
    amount         numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX farm_emission_events_chef ON farm_emission_events (address, block_number DESC, log_index DESC);

-- Raw: RewardVestingEscrow Deposited (a grant vesting linearly from
-- start_time to end_time).
CREATE TABLE escrow_deposits (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    account      bytea  NOT NULL,
    grant_id     numeric(78,0) NOT NULL,
    amount       numeric(78,0) NOT NULL,
    start_time   numeric(78,0) NOT NULL,
    end_time     numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX escrow_deposits_account ON escrow_deposits (account);

-- Raw: RewardVestingEscrow Claimed.
CREATE TABLE escrow_claims (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    account      bytea  NOT NULL,
    amount       numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX escrow_claims_account ON escrow_claims (account);

-- Raw: TreasuryVesting VestingScheduled (amount: the total, start_time,
-- end_time) and Released.
CREATE TABLE treasury_vesting_events (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('VestingScheduled', 'Released')),
    beneficiary  bytea  NOT NULL,
    amount       numeric(78,0) NOT NULL,
    start_time   numeric(78,0),
    end_time     numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);

-- Raw: NeoSwapZap ZappedIn and ExtZap Zapped (swap_amount on Zapped only).
CREATE TABLE zaps (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('ZappedIn', 'Zapped')),
    sender       bytea  NOT NULL,
    pair         bytea  NOT NULL,
    token_in     bytea  NOT NULL,
    amount_in    numeric(78,0) NOT NULL,
    swap_amount  numeric(78,0),
    lp_amount    numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);

-- Derived, block-keyed: one row per stake (Deposit), unstake (VampChef
-- Withdraw, MasterChef WithdrawQueued, EmergencyWithdraw of either) and
-- harvest (RewardPaid), with its write-time USD: stakes and unstakes at
-- the LP token's value at the end of their block (its pair's reserves
-- after the latest Sync, its LP supply from the LP transfers, the tokens'
-- prices; 0 when the LP token is no tracked pair or neither token is
-- priced), harvests at NEO's price (liquid = amount / 2 rounded down,
-- vested = the rest). event is the chef event; cooldown_end a
-- WithdrawQueued's. lp_supply is the LP token's supply at the end of the
-- block (NULL for a harvest or an LP token that is no tracked pair).
CREATE TABLE farm_actions (
    block_number bigint  NOT NULL,
    log_index    int     NOT NULL,
    tx_hash      bytea   NOT NULL,
    timestamp    bigint  NOT NULL,
    chef         bytea   NOT NULL,
    pid          bigint  NOT NULL,
    wallet       bytea   NOT NULL,
    kind         text    NOT NULL CHECK (kind IN ('stake', 'unstake', 'harvest')),
    event        text    NOT NULL,
    lp_token     bytea,
    amount       numeric(78,0) NOT NULL,
    cooldown_end numeric(78,0),
    lp_supply    numeric(78,0),
    liquid       numeric(78,0),
    vested       numeric(78,0),
    usd_value    numeric NOT NULL,
    liquid_usd   numeric,
    vested_usd   numeric,
    PRIMARY KEY (block_number, log_index)
);
CREATE INDEX farm_actions_position ON farm_actions (chef, pid, wallet);

-- Derived, keyed (chef, pid): a pool of either chef. lp_token from its
-- PoolAdded; alloc_point and deposit_fee_bps from its latest PoolAdded or
-- PoolSet (deposit_fee_bps 0 on VampChef); total_staked = deposits -
-- withdrawals (Withdraw, WithdrawQueued) - emergency withdrawals;
-- acc_reward_per_share and last_reward_time from its latest PoolUpdated.
CREATE TABLE farm_pools (
    chef                 bytea  NOT NULL,
    pid                  bigint NOT NULL,
    lp_token             bytea  NOT NULL,
    alloc_point          numeric(78,0) NOT NULL,
    deposit_fee_bps      int    NOT NULL,
    total_staked         numeric(78,0) NOT NULL,
    acc_reward_per_share numeric(78,0),
    last_reward_time     numeric(78,0),
    added_block          bigint NOT NULL,
    PRIMARY KEY (chef, pid)
);

-- Derived, keyed by chef: its emission (the latest EmissionStarted and
-- EmissionScheduleSet), its totalAllocPoint (the latest PoolAdded or
-- PoolSet), and the budget's use: funded (sum of the EmissionStarted
-- budgets), paid (sum of RewardPaid), forfeited, recovered (sum of
-- UndistributedRewardsRecovered) and undistributed = funded - paid -
-- recovered (0 at least).
CREATE TABLE farm_emissions (
    chef              bytea   PRIMARY KEY,
    budget            numeric(78,0),
    rate              numeric(78,0),
    start_time        numeric(78,0),
    end_time          numeric(78,0),
    halving_period    numeric(78,0),
    num_periods       numeric(78,0),
    total_alloc_point numeric(78,0) NOT NULL,
    funded            numeric(78,0) NOT NULL,
    paid              numeric(78,0) NOT NULL,
    forfeited         numeric(78,0) NOT NULL,
    recovered         numeric(78,0) NOT NULL,
    undistributed     numeric(78,0) NOT NULL
);

-- Derived, keyed (chef, pid, wallet): a wallet's position in a pool.
-- staked = deposits - withdrawals - emergency withdrawals; queued =
-- WithdrawQueued - WithdrawClaimed, cooldown_end the latest
-- WithdrawQueued's while queued > 0; deposited, withdrawn (unstake
-- actions), harvested (liquid), vested and their USD sums of the actions'
-- write-time snapshots.
CREATE TABLE farm_positions (
    chef          bytea  NOT NULL,
    pid           bigint NOT NULL,
    wallet        bytea  NOT NULL,
    staked        numeric(78,0) NOT NULL,
    queued        numeric(78,0) NOT NULL,
    cooldown_end  numeric(78,0),
    deposited     numeric(78,0) NOT NULL,
    withdrawn     numeric(78,0) NOT NULL,
    harvested     numeric(78,0) NOT NULL,
    vested        numeric(78,0) NOT NULL,
    deposited_usd numeric NOT NULL,
    withdrawn_usd numeric NOT NULL,
    harvested_usd numeric NOT NULL,
    vested_usd    numeric NOT NULL,
    forfeited     numeric(78,0) NOT NULL,
    first_block   bigint NOT NULL,
    last_block    bigint NOT NULL,
    PRIMARY KEY (chef, pid, wallet)
);
CREATE INDEX farm_positions_wallet ON farm_positions (wallet);

-- Derived, keyed by wallet: RewardVestingEscrow grants and claims.
CREATE TABLE escrow_balances (
    wallet    bytea  PRIMARY KEY,
    deposited numeric(78,0) NOT NULL,
    claimed   numeric(78,0) NOT NULL,
    grants    bigint NOT NULL,
    last_end  numeric(78,0) NOT NULL
);

INSERT INTO block_keyed_tables (name) VALUES
    ('farm_deposits'), ('farm_withdrawals'), ('farm_emergency_withdrawals'), ('farm_rewards'),
    ('farm_pool_changes'), ('farm_emission_events'), ('escrow_deposits'), ('escrow_claims'),
    ('treasury_vesting_events'), ('zaps'), ('farm_actions');

-- +goose Down
DELETE FROM block_keyed_tables WHERE name IN ('farm_deposits', 'farm_withdrawals', 'farm_emergency_withdrawals',
    'farm_rewards', 'farm_pool_changes', 'farm_emission_events', 'escrow_deposits', 'escrow_claims',
    'treasury_vesting_events', 'zaps', 'farm_actions');
DROP TABLE escrow_balances, farm_positions, farm_emissions, farm_pools, farm_actions, zaps,
    treasury_vesting_events, escrow_claims, escrow_deposits, farm_emission_events, farm_pool_changes,
    farm_rewards, farm_emergency_withdrawals, farm_withdrawals, farm_deposits;
